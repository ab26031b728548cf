/**
 * An Indian mobile number in E.164 (+91 and ten digits starting 6–9), from how people write it ("98450 12345",
 * "+91-98450-12345", "098450 12345"); null for anything else. SMS and WhatsApp go only to such a number.
 */
export function indianMobileE164(value: string | null | undefined): string | null {
  if (!value) return null;
  let digits = value.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  return /^91[6-9]\d{9}$/.test(digits) ? `+${digits}` : null;
}
