import type { Language } from '@kalasetu/shared/limits';
import { formatNumber } from '@kalasetu/shared/money';
import english from './calendar-text/en';
import { requestScope } from './request-scope';
import type { CalendarText, DateStyle, RelativeUnit } from './calendar-text/types';

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
/** One of the four languages, English for anything else (including names an object already has, like 'toString'). */
const languageOf = (lang: string): Language => (Object.hasOwn(LOCALES, lang) ? (lang as Language) : 'en');
const localeOf = (lang: string) => LOCALES[languageOf(lang)];

/**
 * The tables that write dates and relative times without Intl (decision 135): English ships with the first page, the
 * other languages load with their texts (lib/i18n.ts) and the server holds all. A language without its table is
 * written by Intl, the same text at a higher cost.
 */
const calendarTexts: Partial<Record<Language, CalendarText>> = { en: english };
export function addCalendarText(lang: Language, text: CalendarText) {
  calendarTexts[lang] = text;
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

/** India's offset from UTC: +05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The date style when `options` asks for nothing else, written from calendar-text.ts without Intl. */
function plainDateStyle(options: Intl.DateTimeFormatOptions): DateStyle | null {
  const keys = Object.keys(options);
  if (keys.length === 2 && options.month === 'long' && options.year === 'numeric') return 'monthYear';
  const style = options.dateStyle;
  return keys.length === 1 && (style === 'medium' || style === 'long') ? style : null;
}

/**
 * "5 Sept 2026" (medium), "5 September 2026" (long) or "September 2026" (`{ month: 'long', year: 'numeric' }`) in the
 * reader's language and India's time zone. The styles the pages use are written from generated tables
 * (lib/calendar-text), not Intl, whose first formatter costs tens of milliseconds on a slow phone (decision 135): a
 * review's month built one on every profile with reviews. Other options go to `Intl.DateTimeFormat`.
 */
export function formatDate(
  iso: string | Date,
  lang: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const style = plainDateStyle(options);
  const table = calendarTexts[languageOf(lang)];
  if (style && table) {
    const india = new Date(time + INDIA_OFFSET_MS);
    const { pattern } = table.date[style];
    const { months } = table.date[style === 'monthYear' ? 'long' : style];
    return pattern
      .replace('{d}', String(india.getUTCDate()))
      .replace('{m}', months[india.getUTCMonth()]!)
      .replace('{y}', String(india.getUTCFullYear()));
  }
  const locale = localeOf(lang);
  return cached(
    `date ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }),
  ).format(time);
}

const RELATIVE_STEPS: Array<[RelativeUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

let heldNow: number | null = null;

/**
 * Fixes "now" for relative times in the browser: a page rendered on the server hydrates with the server's clock, so
 * "1 minute ago" cannot turn into "2 minutes ago" between the HTML and the browser's first render (decision 140).
 * The server's own clock is per request (lib/request-scope.ts).
 */
export function holdClock(now: number | null) {
  heldNow = now;
}

/** "Now" for anything a page shows that depends on it (relative times, 'New' badges, the footer's year). */
export const clockNow = () => requestScope()?.now ?? heldNow ?? Date.now();

/** Plural rules are cheap to build (no locale formatting data), unlike the formatters. */
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(lang: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

/** What `Intl.RelativeTimeFormat` with `numeric: 'auto'` writes, from lib/calendar-text (decision 135). */
function relativeText(value: number, unit: RelativeUnit, lang: string): string {
  const language = languageOf(lang);
  const table = calendarTexts[language];
  if (!table) {
    const locale = LOCALES[language];
    return cached(
      `relative ${locale}`,
      () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
    ).format(value, unit);
  }
  const text = table.relative[unit];
  const named = text.special[Object.is(value, -0) ? '-0' : String(value)];
  if (named !== undefined) return named;
  const patterns = value < 0 || Object.is(value, -0) ? text.past : text.future;
  const count = Math.abs(value);
  const pattern = patterns[pluralOf(language, count)] ?? patterns.other!;
  return pattern.replace('{0}', formatNumber(count));
}

/** "3 days ago" (or "in 3 days", "yesterday") in the reader's language. */
export function formatRelative(iso: string | Date, lang: string, now = clockNow()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(seconds) >= size) return relativeText(Math.trunc(seconds / size), unit, lang);
  }
  return relativeText(seconds, 'second', lang);
}
