import type { Language } from '@kalasetu/shared/limits';

/** Display time zone for every date: India. */
export const TIME_ZONE = 'Asia/Kolkata';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', kn: 'kn-IN', mr: 'mr-IN' };
const localeOf = (lang: string) => LOCALES[lang as Language] ?? 'en-IN';

/** ₹1,50,000 — Indian digit grouping, whole rupees, Latin digits so numbers read the same in every language. */
export function formatRupees(amount: number): string {
  return `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(Math.round(amount))}`;
}

export function formatRupeeRange(min: number, max: number): string {
  return min === max ? formatRupees(min) : `${formatRupees(min)} – ${formatRupees(max)}`;
}

const SHORT_UNITS: Record<Language, { lakh: string; crore: string; thousand: string }> = {
  en: { lakh: 'L', crore: 'Cr', thousand: 'K' },
  hi: { lakh: 'लाख', crore: 'करोड़', thousand: 'हज़ार' },
  kn: { lakh: 'ಲಕ್ಷ', crore: 'ಕೋಟಿ', thousand: 'ಸಾವಿರ' },
  mr: { lakh: 'लाख', crore: 'कोटी', thousand: 'हजार' },
};

/** ₹1.5 L, ₹2 Cr (₹1.5 लाख in Hindi): lakh and crore, which the browser's en-IN compact format does not give. */
export function formatRupeesShort(amount: number, lang: string): string {
  const units = SHORT_UNITS[lang as Language] ?? SHORT_UNITS.en;
  const trim = (value: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(value);
  const sep = lang === 'en' ? ' ' : ' ';
  if (amount >= 1_00_00_000) return `₹${trim(amount / 1_00_00_000)}${sep}${units.crore}`;
  if (amount >= 1_00_000) return `₹${trim(amount / 1_00_000)}${sep}${units.lakh}`;
  if (amount >= 1_000) return `₹${trim(amount / 1_000)}${sep}${units.thousand}`;
  return formatRupees(amount);
}

export function formatDate(
  iso: string | Date,
  lang: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(localeOf(lang), { timeZone: TIME_ZONE, ...options }).format(new Date(iso));
}

/** "3 days ago" in the reader's language. */
export function formatRelative(iso: string | Date, lang: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(localeOf(lang), { numeric: 'auto' });
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(seconds, 'second');
}
