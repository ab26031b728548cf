import { describe, expect, it } from 'vitest';
import { formatPaise } from './money';
import {
  agreementTermsSchema,
  paiseToDecimal,
  rupeesToPaise,
  upiPayLink,
  utrField,
  vpaField,
} from './payments';

describe('payments contract', () => {
  it('accepts UPI IDs by NPCI’s format and stores them lower-case', () => {
    expect(vpaField.parse(' Asha.K@OkICICI ')).toBe('asha.k@okicici');
    expect(vpaField.parse('9876543210@ybl')).toBe('9876543210@ybl');
    for (const bad of ['asha', '@ybl', 'a@b', 'asha@', 'as ha@ybl', 'asha@@ybl', 'asha@1bank'])
      expect(vpaField.safeParse(bad).success, bad).toBe(false);
  });

  it('accepts a UTR of exactly twelve digits', () => {
    expect(utrField.parse(' 412345678901 ')).toBe('412345678901');
    for (const bad of ['41234567890', '4123456789012', '41234567890a', ''])
      expect(utrField.safeParse(bad).success, bad).toBe(false);
  });

  it('refuses milestones that do not add up, a zero price and more than five parts', () => {
    const base = { pricePaise: 1000, deliverables: 'x', dueDate: '2030-01-01' };
    expect(
      agreementTermsSchema.safeParse({ ...base, milestones: [{ title: 'a', amountPaise: 999 }] }).error
        ?.issues[0]?.message,
    ).toBe('validation.milestonesSum');
    expect(agreementTermsSchema.safeParse({ ...base, pricePaise: 0 }).success).toBe(false);
    const six = Array.from({ length: 6 }, () => ({ title: 'a', amountPaise: 1 }));
    expect(agreementTermsSchema.safeParse({ ...base, pricePaise: 6, milestones: six }).success).toBe(false);
    expect(
      agreementTermsSchema.parse({ ...base, milestones: [{ title: 'a', amountPaise: 1000 }] }).milestones,
    ).toHaveLength(1);
  });

  it('reads rupees into paise and writes paise back, with Indian grouping on screen', () => {
    expect(rupeesToPaise('₹1,50,000')).toBe(15_000_000);
    expect(rupeesToPaise('1500.5')).toBe(150_050);
    expect(rupeesToPaise('15.123')).toBeNaN();
    expect(paiseToDecimal(150_050)).toBe('1500.50');
    expect(formatPaise(15_000_000)).toBe('₹1,50,000');
    expect(formatPaise(150_005)).toBe('₹1,500.05');
  });

  it('builds an encoded NPCI UPI link', () => {
    const link = upiPayLink({
      vpa: 'asha.k@okicici',
      payeeName: 'Asha & Co',
      amountPaise: 150_050,
      note: 'Diwali shoot – part 1',
      reference: 'KS1M2',
    });
    expect(link).toBe(
      'upi://pay?pa=asha.k%40okicici&pn=Asha%20%26%20Co&am=1500.50&cu=INR&tn=Diwali%20shoot%20%E2%80%93%20part%201&tr=KS1M2',
    );
  });
});
