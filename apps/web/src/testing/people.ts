import type { Me } from '@kalasetu/shared/profiles';

const base: Me = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'asha@example.in',
  emailVerified: false,
  phoneNumber: null,
  phoneNumberVerified: false,
  name: 'Asha Rao',
  role: 'creator',
  createdAt: '2026-10-01T09:00:00.000Z',
  isVerified: false,
  avatarUrl: null,
  bio: null,
  skills: [],
  interests: [],
  portfolioUrl: null,
  phone: null,
  address: null,
  location: 'Mysuru',
  available: true,
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
  onboardedAt: '2026-10-01T09:05:00.000Z',
  language: 'en',
};

/** A signed-in creator, as `GET /api/me` describes one. */
export const aCreator = (changes: Partial<Me> = {}): Me => ({ ...base, ...changes });

/** A signed-in enterprise. */
export const anEnterprise = (changes: Partial<Me> = {}): Me => ({
  ...base,
  id: '00000000-0000-4000-8000-000000000002',
  email: 'owner@silkhouse.in',
  name: 'Ravi Kumar',
  role: 'enterprise',
  available: null,
  companyName: 'Silk House',
  industry: 'retail',
  state: 'Karnataka',
  district: 'Mysuru',
  ...changes,
});
