import { describe, expect, it, vi } from 'vitest';
import hindi from './calendar-text/hi';
import kannada from './calendar-text/kn';
import marathi from './calendar-text/mr';
import { formatDate, formatRelative, addCalendarText } from './format';

// As on the server; the browser adds a language's table when it loads its texts (decision 135).
addCalendarText('hi', hindi);
addCalendarText('kn', kannada);
addCalendarText('mr', marathi);

describe('formatDate: the reader’s language, India’s time zone, Latin digits', () => {
  // 20:00 UTC on 19 April is 01:30 on 20 April in India.
  const lateEvening = '2025-04-19T20:00:00Z';

  it.each([
    ['en', 'Apr'],
    ['hi', 'अप्रैल'],
    ['kn', 'ಏಪ್ರಿ'],
    ['mr', 'एप्रि'],
  ])('%s names the month in its own script and shows the Indian date', (lang, month) => {
    const text = formatDate(lateEvening, lang);
    expect(text).toContain(month);
    expect(text).toMatch(/\b20\b/);
    expect(text).toContain('2025');
    expect(text).not.toMatch(/\b19\b/);
    expect(text).not.toMatch(/[०-९]/);
  });

  it('accepts other options and Date objects', () => {
    expect(formatDate(new Date('2023-06-01T00:00:00Z'), 'en', { year: 'numeric' })).toBe('2023');
    expect(formatDate('2025-04-19T00:00:00Z', 'mr', { year: 'numeric' })).toBe('2025');
  });
});

describe('formatRelative: "posted 3 days ago" in each language', () => {
  const now = Date.parse('2025-04-20T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000);

  it.each([
    ['en', '3 days ago', 'yesterday', '2 hours ago', 'in 3 days'],
    ['hi', '3 दिन पहले', 'कल', '2 घंटे पहले', '3 दिन में'],
    ['kn', '3 ದಿನಗಳ ಹಿಂದೆ', 'ನಿನ್ನೆ', '2 ಗಂಟೆಗಳ ಹಿಂದೆ', '3 ದಿನಗಳಲ್ಲಿ'],
    ['mr', '3 दिवसांपूर्वी', 'काल', '2 तासांपूर्वी', 'येत्या 3 दिवसांमध्ये'],
  ])('%s', (lang, threeDays, yesterday, twoHours, inThreeDays) => {
    expect(formatRelative(ago(3 * 86_400), lang, now)).toBe(threeDays);
    expect(formatRelative(ago(86_400 + 3_600), lang, now)).toBe(yesterday);
    expect(formatRelative(ago(2 * 3_600 + 59), lang, now)).toBe(twoHours);
    expect(formatRelative(ago(-3 * 86_400), lang, now)).toBe(inThreeDays);
  });

  it('steps up to weeks, months and years, and says "now" for the last seconds', () => {
    expect(formatRelative(ago(14 * 86_400), 'en', now)).toBe('2 weeks ago');
    expect(formatRelative(ago(65 * 86_400), 'en', now)).toBe('2 months ago');
    expect(formatRelative(ago(400 * 86_400), 'en', now)).toBe('last year');
    expect(formatRelative(ago(0), 'en', now)).toBe('now');
    expect(formatRelative(ago(45), 'en', now)).toBe('45 seconds ago');
  });
});

/**
 * The browser writes numbers, the two date styles and relative times from tables, without Intl (decision 135):
 * the texts must be exactly Intl's, which is what these compare with, value by value (Node's ICU, from which
 * `node scripts/calendar-text.mjs` generated the tables).
 */
describe('the formats written without Intl equal Intl', () => {
  const LOCALES = {
    en: 'en-IN',
    hi: 'hi-IN-u-nu-latn',
    kn: 'kn-IN-u-nu-latn',
    mr: 'mr-IN-u-nu-latn',
  } as const;
  const languages = Object.entries(LOCALES);

  it.each(languages)(
    'formatDate %s: medium, long and month-year, every month, on both sides of midnight in India',
    (lang, locale) => {
      const styles: Intl.DateTimeFormatOptions[] = [
        { dateStyle: 'medium' },
        { dateStyle: 'long' },
        { month: 'long', year: 'numeric' },
      ];
      for (const style of styles) {
        const intl = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', ...style });
        for (const year of [2024, 2025, 2026])
          for (let month = 0; month < 12; month++)
            for (const [day, hour, minute] of [
              [1, 0, 0],
              [15, 18, 29],
              [15, 18, 30],
              [28, 23, 59],
            ] as const) {
              const date = new Date(Date.UTC(year, month, day, hour, minute));
              expect(formatDate(date, lang, style), date.toISOString()).toBe(intl.format(date));
            }
      }
    },
  );

  it.each(languages)(
    'formatRelative %s: every unit, past and future, and the named values',
    (lang, locale) => {
      const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      const now = Date.parse('2026-06-15T06:30:00Z');
      const sizes = {
        second: 1,
        minute: 60,
        hour: 3_600,
        day: 86_400,
        week: 604_800,
        month: 2_592_000,
        year: 31_536_000,
      };
      // Each value at the unit formatRelative chooses for it: up to 59 seconds, 59 minutes, 23 hours, 6 days, 4
      // weeks, 12 months, then years.
      const reach = { second: 59, minute: 59, hour: 23, day: 6, week: 4, month: 12, year: 150 };
      for (const [unit, size] of Object.entries(sizes) as Array<[keyof typeof sizes, number]>)
        for (let count = unit === 'second' ? 0 : 1; count <= reach[unit]; count++)
          for (const sign of [-1, 1]) {
            const value = sign * count;
            if (unit === 'month' && count === 12) continue; // 360 days: still months, 12 of them
            const when = new Date(now + value * size * 1000);
            expect(formatRelative(when, lang, now), `${value} ${unit}`).toBe(intl.format(value, unit));
          }
      expect(formatRelative(new Date(now - 300), lang, now)).toBe(intl.format(-0, 'second'));
    },
  );

  it('writes a language whose table has not loaded with Intl: the same text', async () => {
    vi.resetModules();
    const fresh = await import('./format');
    const when = new Date('2026-03-09T20:00:00Z');
    const now = when.getTime() + 2 * 86_400_000;
    expect(fresh.formatDate(when, 'mr')).toBe(formatDate(when, 'mr'));
    expect(fresh.formatDate(when, 'kn', { dateStyle: 'long' })).toBe(
      formatDate(when, 'kn', { dateStyle: 'long' }),
    );
    expect(fresh.formatRelative(when, 'hi', now)).toBe(formatRelative(when, 'hi', now));
    expect(fresh.formatRelative(when, 'hi', now)).toBe('परसों');
  });

  it('falls back to English for a language it does not know, even one named like an object property', () => {
    const when = new Date('2026-01-05T10:00:00Z');
    expect(formatDate(when, 'toString')).toBe(formatDate(when, 'en'));
    expect(formatRelative(when, 'constructor', when.getTime() - 86_400_000)).toBe('tomorrow');
  });
});
