import { isLanguage, type Language } from './limits';

/*
 * Money and counts, written the same in the browser, in the server-rendered page and in the server's link previews
 * ("one formatter for money"). Plain functions without zod or Intl, so the first page can load them cheaply.
 */

/**
 * Every number the app writes, with Indian digit grouping (12,34,567) and Latin digits, by hand rather than with
 * `Intl.NumberFormat`: the first Intl formatter a page builds costs tens of milliseconds on a slow phone, on the
 * first page's critical path (decision 135). The unit tests compare these with Intl's en-IN output.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** 12,34,567.25: Indian grouping, at most `maxFractionDigits` decimals (rounded half away from zero, as Intl). */
export function formatNumber(value: number, maxFractionDigits = 3): string {
  if (!Number.isFinite(value) || Math.abs(value) >= Number.MAX_SAFE_INTEGER / 10 ** maxFractionDigits)
    return new Intl.NumberFormat('en-IN', { maximumFractionDigits: maxFractionDigits }).format(value);
  const scale = 10 ** maxFractionDigits;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = Math.floor(scaled / scale);
  const fraction = maxFractionDigits
    ? String(scaled - whole * scale)
        .padStart(maxFractionDigits, '0')
        .replace(/0+$/, '')
    : '';
  const sign = value < 0 && scaled > 0 ? '-' : '';
  return `${sign}${groupIndian(String(whole))}${fraction ? `.${fraction}` : ''}`;
}

/** ₹1,50,000 — Indian digit grouping, whole rupees, Latin digits so numbers read the same in every language. */
export function formatRupees(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}₹${formatNumber(Math.abs(rounded), 0)}`;
}

/** ₹1,50,000.50 from integer paise (agreements and payments); whole amounts without decimals. */
export function formatPaise(amountPaise: number): string {
  const sign = amountPaise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(amountPaise));
  const rest = abs % 100;
  const whole = `₹${formatNumber(Math.floor(abs / 100), 0)}`;
  return `${sign}${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

export function formatRupeeRange(min: number, max: number): string {
  return min === max ? formatRupees(min) : `${formatRupees(min)} – ${formatRupees(max)}`;
}

const SHORT_UNITS: Record<Language, { lakh: string; crore: string }> = {
  en: { lakh: 'L', crore: 'Cr' },
  hi: { lakh: 'लाख', crore: 'करोड़' },
  kn: { lakh: 'ಲಕ್ಷ', crore: 'ಕೋಟಿ' },
  mr: { lakh: 'लाख', crore: 'कोटी' },
};

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;
const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/**
 * ₹1.5 L, ₹2 Cr (₹1.5 लाख, ₹2 करोड़ in Hindi): lakh and crore, which the browser's en-IN compact format does
 * not give. Below one lakh the full amount (₹50,000) is as short and cannot be misread.
 */
export function formatRupeesShort(amount: number, lang: string): string {
  const units = SHORT_UNITS[isLanguage(lang) ? lang : 'en'];
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  const lakhs = roundTo2(value / LAKH);
  // 99,99,999 rounds to 100 lakh, which is said as 1 crore.
  if (lakhs >= 100) return `${sign}₹${formatNumber(roundTo2(value / CRORE), 2)} ${units.crore}`;
  if (value >= LAKH) return `${sign}₹${formatNumber(lakhs, 2)} ${units.lakh}`;
  return formatRupees(amount);
}

/** ₹50,000 – ₹1.5 L: a budget range in the short form, as cards show it. */
export function formatRupeeRangeShort(min: number, max: number, lang: string): string {
  return min === max
    ? formatRupeesShort(min, lang)
    : `${formatRupeesShort(min, lang)} – ${formatRupeesShort(max, lang)}`;
}

/**
 * Whole rupees from what a person typed: commas, spaces and ₹ ignored ("₹1,50,000" → 150000). `undefined` for blank
 * text, NaN for anything else that is not a whole amount. The forms' schemas (jobs.ts `rupeeAmount`) and the hint
 * below read amounts the same way.
 */
export function readRupees(text: string): number | undefined {
  const digits = text.trim().replace(/[,\s₹]/g, '');
  if (digits === '') return undefined;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * What an amount typed into a budget field reads as ("150000" → "₹1.5 L", "₹1.5 लाख" in Hindi), for the hint under
 * the field; null while the text is not a whole amount.
 */
export function typedAmountHint(typed: unknown, lang: string): string | null {
  const amount = readRupees(typeof typed === 'string' || typeof typed === 'number' ? String(typed) : '');
  return amount !== undefined && Number.isSafeInteger(amount) ? formatRupeesShort(amount, lang) : null;
}
