import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  financialYearOf,
  gstCodeOfState,
  gstinCheckChar,
  gstinInputSchema,
  gstinState,
  invoiceNumber,
  isValidGstin,
  numberInWords,
  sacForCategory,
  splitGst,
} from './invoices';

/** A valid GSTIN for a state code and PAN, with its check character computed. */
const gstin = (code: string, pan = 'AAPFU0939F') => `${code}${pan}1Z${gstinCheckChar(`${code}${pan}1Z`)}`;

describe('GSTIN', () => {
  it('accepts a well-formed GSTIN with a correct check character, in any case and with spaces around', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinInputSchema.parse({ gstin: ' 27aapfu0939f1zv ' })).toEqual({ gstin: '27AAPFU0939F1ZV' });
    expect(gstinState('29AAPFU0939F1ZR')).toBe('karnataka');
  });

  it('refuses a wrong check character, an unknown state, a malformed PAN or the wrong length', () => {
    for (const bad of [
      '27AAPFU0939F1ZA',
      '99AAPFU0939F1ZV',
      '27AAPF10939F1ZV',
      '27AAPFU0939F1Z',
      '27AAPFU0939F1YV',
      'not a gstin',
    ]) {
      expect(isValidGstin(bad), bad).toBe(false);
      expect(gstinInputSchema.safeParse({ gstin: bad }).error?.issues[0]?.message).toBe(
        'validation.gstinInvalid',
      );
    }
  });

  it('clears with an empty text or null', () => {
    expect(gstinInputSchema.parse({ gstin: '' })).toEqual({ gstin: null });
    expect(gstinInputSchema.parse({ gstin: null })).toEqual({ gstin: null });
    expect(isValidGstin(gstin('07'))).toBe(true);
  });

  it('names a state’s current code', () => {
    expect(gstCodeOfState('andhra_pradesh')).toBe('37');
    expect(gstCodeOfState('karnataka')).toBe('29');
    expect(gstCodeOfState('nowhere')).toBeNull();
  });
});

describe('amounts in words, the Indian way', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [21, 'twenty-one'],
    [100, 'one hundred'],
    [1_001, 'one thousand one'],
    [15_000, 'fifteen thousand'],
    [1_50_000, 'one lakh fifty thousand'],
    [12_34_567, 'twelve lakh thirty-four thousand five hundred sixty-seven'],
    [5_00_00_000, 'five crore'],
    [
      1_23_45_67_890,
      'one hundred twenty-three crore forty-five lakh sixty-seven thousand eight hundred ninety',
    ],
  ])('%i → %s', (value, words) => {
    expect(numberInWords(value)).toBe(words);
  });

  it('writes rupees and paise with a capital first letter', () => {
    expect(amountInWords(1_50_000_00)).toBe('One lakh fifty thousand rupees');
    expect(amountInWords(100)).toBe('One rupee');
    expect(amountInWords(1_250)).toBe('Twelve rupees and fifty paise');
    expect(amountInWords(1)).toBe('One paisa');
    expect(amountInWords(0)).toBe('Zero rupees');
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});

describe('the tax split', () => {
  it('takes GST out of the agreed amount: CGST + SGST within a state, IGST between states', () => {
    expect(splitGst(1_18_000_00, true, true)).toEqual({
      taxablePaise: 1_00_000_00,
      cgstPaise: 9_000_00,
      sgstPaise: 9_000_00,
      igstPaise: 0,
      totalPaise: 1_18_000_00,
    });
    expect(splitGst(1_18_000_00, true, false)).toMatchObject({ igstPaise: 18_000_00, cgstPaise: 0 });
    // The parts always add up to what was paid, the odd paisa going to SGST.
    const odd = splitGst(15_000_00, true, true);
    expect(odd.taxablePaise + odd.cgstPaise + odd.sgstPaise).toBe(15_000_00);
    expect(odd).toMatchObject({ taxablePaise: 12_71_186, cgstPaise: 1_14_407, sgstPaise: 1_14_407 });
    expect(splitGst(15_000_00, false, true)).toMatchObject({ taxablePaise: 15_000_00, igstPaise: 0 });
  });
});

describe('numbers and codes', () => {
  it('reads the financial year in India’s time: April to March', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T23:59:00+05:30'))).toBe('2025-26');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers invoices per series and year, and picks the SAC of the job’s category', () => {
    expect(invoiceNumber('KS', '2026-27', 1)).toBe('KS/2026-27/0001');
    expect(invoiceNumber('CN', '2026-27', 12_345)).toBe('CN/2026-27/12345');
    expect(sacForCategory('photography')).toBe('998383');
    expect(sacForCategory('videography')).toBe('998383');
    expect(sacForCategory('social-media')).toBe('998361');
    expect(sacForCategory(null)).toBe('998361');
  });
});
