import { describe, expect, it } from 'vitest';
import { formatDate, formatRelative, formatRupeeRange, formatRupees, formatRupeesShort } from './format';

describe('formatRupees: Indian digit grouping, whole rupees', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [50_000, '₹50,000'],
    [1_50_000, '₹1,50,000'],
    [12_34_567, '₹12,34,567'],
    [1_00_00_000, '₹1,00,00,000'],
    [25_00_00_000, '₹25,00,00,000'],
    [1499.6, '₹1,500'],
    [-2500, '-₹2,500'],
  ])('%d → %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });

  it('writes a range with an en dash, and one figure when both ends are equal', () => {
    expect(formatRupeeRange(10_000, 1_50_000)).toBe('₹10,000 – ₹1,50,000');
    expect(formatRupeeRange(20_000, 20_000)).toBe('₹20,000');
  });
});

describe('formatRupeesShort: lakh and crore in the reader’s language', () => {
  it.each([
    ['en', 1_50_000, '₹1.5 L'],
    ['en', 2_00_00_000, '₹2 Cr'],
    ['en', 1_00_000, '₹1 L'],
    ['en', 12_34_567, '₹12.35 L'],
    ['en', 2_50_00_000, '₹2.5 Cr'],
    ['en', 1_25_00_00_000, '₹125 Cr'],
    ['hi', 1_50_000, '₹1.5 लाख'],
    ['hi', 2_00_00_000, '₹2 करोड़'],
    ['kn', 1_50_000, '₹1.5 ಲಕ್ಷ'],
    ['kn', 2_00_00_000, '₹2 ಕೋಟಿ'],
    ['mr', 1_50_000, '₹1.5 लाख'],
    ['mr', 2_00_00_000, '₹2 कोटी'],
  ])('%s: %d → %s', (lang, amount, expected) => {
    expect(formatRupeesShort(amount, lang)).toBe(expected);
  });

  it('says 1 crore, not 100 lakh, when rounding reaches a crore', () => {
    expect(formatRupeesShort(99_99_999, 'en')).toBe('₹1 Cr');
    expect(formatRupeesShort(99_99_999, 'mr')).toBe('₹1 कोटी');
    expect(formatRupeesShort(99_40_000, 'en')).toBe('₹99.4 L');
  });

  it('writes amounts under one lakh in full, and falls back to English units for an unknown language', () => {
    expect(formatRupeesShort(50_000, 'hi')).toBe('₹50,000');
    expect(formatRupeesShort(99_999, 'en')).toBe('₹99,999');
    expect(formatRupeesShort(3_00_000, 'fr')).toBe('₹3 L');
  });
});

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
