import { describe, expect, it } from 'vitest';
import { enterpriseSignUpSchema } from './accounts';
import { pincodeField, pincodeLookupSchema } from './locations';
import { LEGACY_DISTRICTS, placeOfText } from './india-locations';
import { districtsOf, isDistrictOf, STATE_NAMES, STATES } from './options';

describe('states and districts', () => {
  it('lists all 28 states and 8 union territories, as they are since 2020', () => {
    expect(STATES).toHaveLength(36);
    // Telangana (2014), Ladakh (a union territory since 2019), the merged Dadra and Nagar Haveli and Daman and Diu (2020).
    expect(STATES).toEqual(
      expect.arrayContaining(['telangana', 'ladakh', 'dadra_and_nagar_haveli_and_daman_and_diu']),
    );
    expect(STATES).not.toContain('dadra_and_nagar_haveli');
    expect(Object.keys(STATE_NAMES).sort()).toEqual([...STATES].sort());
  });

  it('has every district once, about 780 in all, none blank or padded', () => {
    const all = STATES.flatMap((state) => districtsOf(state));
    expect(all.length).toBeGreaterThanOrEqual(770);
    expect(all.length).toBeLessThanOrEqual(800);
    for (const state of STATES) {
      const districts = districtsOf(state);
      expect(districts.length, state).toBeGreaterThan(0);
      expect(new Set(districts).size, state).toBe(districts.length);
      for (const district of districts) expect(district, state).toMatch(/^\S(.*\S)?$/);
    }
  });

  it.each([
    ['maharashtra', 'Ratnagiri'],
    ['uttar_pradesh', 'Prayagraj'],
    ['bihar', 'Patna'],
    ['west_bengal', 'Kolkata'],
    ['ladakh', 'Leh'],
    ['telangana', 'Hanamkonda'],
  ])('offers %s → %s', (state, district) => {
    expect(districtsOf(state)).toContain(district);
  });

  it('has the districts counts of some states as notified', () => {
    expect(districtsOf('uttar_pradesh')).toHaveLength(75);
    expect(districtsOf('maharashtra')).toHaveLength(36);
    expect(districtsOf('telangana')).toHaveLength(33);
    expect(districtsOf('uttarakhand')).toHaveLength(13);
    expect(districtsOf('atlantis')).toEqual([]);
  });

  it('keeps accepting the districts the first list spelled otherwise, without offering them', () => {
    for (const [state, districts] of Object.entries(LEGACY_DISTRICTS)) {
      for (const district of districts) {
        expect(isDistrictOf(state, district)).toBe(true);
        expect(districtsOf(state)).not.toContain(district);
      }
    }
    expect(isDistrictOf('bihar', 'Mumbai')).toBe(false);
  });

  it('validates sign-up against the full list', () => {
    const base = {
      role: 'enterprise' as const,
      name: 'Sunita Kadam',
      companyName: 'Konkan Kaju',
      industry: 'food_processing' as const,
      turnover: 'less_than_10_lakhs' as const,
      productsServices: 'Cashew',
      phone: '9822012345',
      establishedDate: '2012-06-01',
      address: 'Maruti Mandir Road',
      email: 'sunita@example.com',
      password: 'Str0ng!pass',
      confirmPassword: 'Str0ng!pass',
    };
    expect(
      enterpriseSignUpSchema.safeParse({ ...base, state: 'maharashtra', district: 'Ratnagiri' }).success,
    ).toBe(true);
    const wrong = enterpriseSignUpSchema.safeParse({ ...base, state: 'kerala', district: 'Ratnagiri' });
    expect(wrong.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['district']);
  });
});

describe('PIN codes', () => {
  it.each(['415612', ' 560001 ', '110001'])('accepts %s', (pin) => {
    expect(pincodeField.safeParse(pin).success).toBe(true);
  });

  it.each(['', '41561', '4156120', '015612', '41561a', '415 612'])('refuses %j', (pin) => {
    expect(pincodeField.safeParse(pin).error?.issues[0]?.message).toBe('validation.pincodeInvalid');
  });

  it('answers only states of the list', () => {
    expect(
      pincodeLookupSchema.safeParse({ pin: '415612', state: 'maharashtra', district: null }).success,
    ).toBe(true);
    expect(pincodeLookupSchema.safeParse({ pin: '415612', state: 'bombay', district: null }).success).toBe(
      false,
    );
  });
});

describe('a place named in stored text', () => {
  it('finds the state by its English name, and the district when it is that state’s', () => {
    expect(placeOfText('Nashik, Maharashtra')).toEqual({ state: 'maharashtra', district: 'Nashik' });
    expect(placeOfText(' dharwad ,  karnataka ')).toEqual({ state: 'karnataka', district: 'Dharwad' });
    expect(placeOfText('Hubballi, Karnataka')).toEqual({ state: 'karnataka', district: null });
    expect(placeOfText('Andhra Pradesh')).toEqual({ state: 'andhra_pradesh', district: null });
    expect(placeOfText('Somewhere, Atlantis')).toEqual({ state: null, district: null });
    expect(placeOfText(null)).toEqual({ state: null, district: null });
  });
});
