import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  formatRupeeRange,
  formatRupeeRangeShort,
  formatRupees,
  formatRupeesShort,
  readRupees,
  typedAmountHint,
} from './money';

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

describe('the short form on cards and under budget fields', () => {
  it('writes a range with each end in its own unit, and one figure when both ends are equal', () => {
    expect(formatRupeeRangeShort(50_000, 1_50_000, 'en')).toBe('₹50,000 – ₹1.5 L');
    expect(formatRupeeRangeShort(1_50_000, 2_00_00_000, 'mr')).toBe('₹1.5 लाख – ₹2 कोटी');
    expect(formatRupeeRangeShort(2_00_000, 2_00_000, 'kn')).toBe('₹2 ಲಕ್ಷ');
  });

  it('reads typed rupees: commas, spaces and ₹ ignored; blank is missing; anything else is not an amount', () => {
    expect(readRupees(' ₹1,50,000 ')).toBe(150000);
    expect(readRupees('38 000')).toBe(38000);
    expect(readRupees('   ')).toBeUndefined();
    for (const text of ['1.5', '-2000', '12abc', 'lakh']) expect(readRupees(text), text).toBeNaN();
  });

  it('reads a typed amount as the form does (commas, spaces and ₹ ignored), and nothing else', () => {
    expect(typedAmountHint('150000', 'hi')).toBe('₹1.5 लाख');
    expect(typedAmountHint(' ₹1,50,000 ', 'en')).toBe('₹1.5 L');
    expect(typedAmountHint('45000', 'en')).toBe('₹45,000');
    for (const typed of ['', '   ', '1.5', '-2000', '12abc', 'lakh', '99999999999999999', undefined])
      expect(typedAmountHint(typed, 'en'), String(typed)).toBeNull();
  });
});

/** Numbers are written by hand, not by Intl (decision 135): the text must be exactly Intl's en-IN. */
describe('formatNumber equals Intl en-IN', () => {
  it('formatNumber: Indian grouping and up to three decimals, as en-IN', () => {
    const intl = new Intl.NumberFormat('en-IN');
    const values = [
      0, 1, 7, 12, 999, 1000, 9999, 12_345, 99_999, 1_00_000, 12_34_567, 1_23_45_67_890, 2.5, 0.125,
    ];
    for (const value of [
      ...values,
      ...values.filter(Boolean).map((v) => -v),
      1234.5678,
      33.3333,
      2.0004,
      66.6667,
    ])
      expect(formatNumber(value), String(value)).toBe(intl.format(value));
    const two = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    for (const value of [1.5, 12.35, 99.4, 1234.56, 100, 0.01])
      expect(formatNumber(value, 2)).toBe(two.format(value));
    // Where Intl writes "-0", a page says 0.
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.0001)).toBe('0');
  });
});
