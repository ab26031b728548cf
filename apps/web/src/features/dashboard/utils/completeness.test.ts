import { describe, expect, it } from 'vitest';
import type { Me } from '@kalasetu/shared/profiles';
import { enterpriseCompleteness, profileCompleteness } from './completeness';

const blank: Me = {
  id: 'u1',
  email: 'a@example.test',
  name: 'Rohini Patil',
  role: 'enterprise',
  createdAt: '2026-01-01T00:00:00Z',
  isVerified: false,
  avatarUrl: null,
  bio: null,
  skills: [],
  interests: [],
  portfolioUrl: null,
  phone: null,
  address: null,
  location: null,
  available: null,
  companyName: null,
  industry: null,
  state: null,
  district: null,
  turnover: null,
  productsServices: null,
  establishedDate: null,
  operationalScale: null,
  natureOperations: null,
  website: null,
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
