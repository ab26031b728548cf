import type { Language } from '@kalasetu/shared/limits';

/** Display time zone for every date: India. */
export const TIME_ZONE = 'Asia/Kolkata';

/**
 * Latin digits in every language (`-u-nu-latn`): money is written with them, people type them, and a date in
 * Devanagari digits next to a budget in Latin ones reads as two systems on one card (decision 070).
 */
const LOCALES: Record<Language, string> = {
  en: 'en-IN',
  hi: 'hi-IN-u-nu-latn',
  kn: 'kn-IN-u-nu-latn',
  mr: 'mr-IN-u-nu-latn',
};
const localeOf = (lang: string) => LOCALES[lang as Language] ?? LOCALES.en;

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹1,50,000 — Indian digit grouping, whole rupees, Latin digits so numbers read the same in every language. */
export function formatRupees(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}₹${wholeRupees.format(Math.abs(rounded))}`;
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
const upToTwoDecimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/**
 * ₹1.5 L, ₹2 Cr (₹1.5 लाख, ₹2 करोड़ in Hindi): lakh and crore, which the browser's en-IN compact format does
 * not give. Below one lakh the full amount (₹50,000) is as short and cannot be misread.
 */
export function formatRupeesShort(amount: number, lang: string): string {
  const units = SHORT_UNITS[lang as Language] ?? SHORT_UNITS.en;
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  const lakhs = roundTo2(value / LAKH);
  // 99,99,999 rounds to 100 lakh, which is said as 1 crore.
  if (lakhs >= 100) return `${sign}₹${upToTwoDecimals.format(roundTo2(value / CRORE))} ${units.crore}`;
  if (value >= LAKH) return `${sign}₹${upToTwoDecimals.format(lakhs)} ${units.lakh}`;
  return formatRupees(amount);
}

/**
 * Building an `Intl` formatter costs far more than using one (locale and time-zone data), and a list page formats
 * dozens of dates: each formatter is built once per language and options.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = build()));
  return formatter;
}

export function formatDate(
  iso: string | Date,
  lang: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const locale = localeOf(lang);
  return cached(
    `date ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }),
  ).format(new Date(iso));
}

const RELATIVE_STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

let heldNow: number | null = null;

/**
 * Fixes "now" for relative times: a page rendered on the server hydrates with the server's clock, so "1 minute
 * ago" cannot turn into "2 minutes ago" between the HTML and the browser's first render (decision 115).
 */
export function holdClock(now: number | null) {
  heldNow = now;
}

/** "Now" for anything a page shows that depends on it (relative times, 'New' badges, the footer's year). */
export const clockNow = () => heldNow ?? Date.now();

/** "3 days ago" (or "in 3 days") in the reader's language. */
export function formatRelative(iso: string | Date, lang: string, now = clockNow()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const locale = localeOf(lang);
  const rtf = cached(`relative ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(seconds, 'second');
}
