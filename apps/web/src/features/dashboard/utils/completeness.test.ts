import { describe, expect, it } from 'vitest';
import type { Me } from '@kalasetu/shared/profiles';
import { anEnterprise } from '../../../testing/people';
import { enterpriseCompleteness, profileCompleteness } from './completeness';

const blank: Me = {
  ...anEnterprise(),
  name: 'Rohini Patil',
  location: null,
  companyName: null,
  industry: null,
  state: null,
  district: null,
  onboardedAt: null,
  language: null,
};

describe('enterpriseCompleteness', () => {
  it('counts the business fields a public page shows, each equally', () => {
    expect(enterpriseCompleteness(blank)).toEqual({ percent: 0, missing: 6 });
    const half = {
      ...blank,
      companyName: 'Sahyadri Spices',
      industry: 'Food Processing',
      state: 'Maharashtra',
    };
    // A state without its district is not a place yet.
    expect(enterpriseCompleteness(half)).toEqual({ percent: 33, missing: 4 });
    const full = {
      ...half,
      district: 'Nashik',
      avatarUrl: '/uploads/logo.png',
      productsServices: 'Spices',
      phone: '9876543210',
    };
    expect(enterpriseCompleteness(full)).toEqual({ percent: 100, missing: 0 });
  });

  it('leaves the creator measure as it was', () => {
    expect(profileCompleteness(blank)).toEqual({ percent: 17, missing: 5 });
  });
});
