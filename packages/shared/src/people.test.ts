import { describe, expect, it } from 'vitest';
import {
  cardSkills,
  creatorDirectoryQuerySchema,
  creatorProfileEditSchema,
  enterpriseDirectoryQuerySchema,
  enterpriseProfileEditSchema,
  profileEditRequestSchema,
} from './people';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('creator directory query', () => {
  it('defaults to page 1, any rating, everyone', () => {
    expect(creatorDirectoryQuerySchema.parse({})).toEqual({ available: false, minRating: 0, page: 1 });
  });

  it('reads the URL parameters and drops blanks', () => {
    expect(
      creatorDirectoryQuerySchema.parse({
        q: ' ಫೋಟೋ ',
        skill: '',
        available: 'true',
        minRating: '4.5',
        page: '3',
      }),
    ).toEqual({ q: 'ಫೋಟೋ', available: true, minRating: 4.5, page: 3 });
  });

  it.each(['2', '5', 'x', '-1'])('refuses minimum rating %s (options: any, 3, 4, 4.5)', (minRating) => {
    expect(creatorDirectoryQuerySchema.safeParse({ minRating }).success).toBe(false);
  });

  it('refuses page 0 and overlong searches', () => {
    expect(creatorDirectoryQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(creatorDirectoryQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('enterprise directory query', () => {
  it('accepts an industry from the shared list only', () => {
    expect(enterpriseDirectoryQuerySchema.parse({ industry: 'dairy' }).industry).toBe('dairy');
    expect(messagesOf(enterpriseDirectoryQuerySchema.safeParse({ industry: 'technology' }))).toEqual({
      industry: 'validation.industrySelect',
    });
  });
});

describe('creator profile edit', () => {
  const valid = {
    name: ' Kavya ',
    location: 'Hubballi',
    bio: '',
    portfolioUrl: '',
    skills: 'Photography, Reels , ',
    available: false,
  };

  it('requires a name, trims, clears empty boxes and splits skills', () => {
    expect(creatorProfileEditSchema.parse(valid)).toEqual({
      name: 'Kavya',
      location: 'Hubballi',
      bio: null,
      portfolioUrl: null,
      skills: ['photography', 'content-creation'],
      available: false,
      startingPrice: null,
    });
    expect(messagesOf(creatorProfileEditSchema.safeParse({ ...valid, name: '  ' }))).toEqual({
      name: 'validation.required',
    });
  });

  it('accepts only http(s) portfolio addresses', () => {
    expect(
      messagesOf(creatorProfileEditSchema.safeParse({ ...valid, portfolioUrl: 'javascript:alert(1)' })),
    ).toEqual({ portfolioUrl: 'validation.urlInvalid' });
    expect(creatorProfileEditSchema.parse({ ...valid, portfolioUrl: 'https://kavya.in' }).portfolioUrl).toBe(
      'https://kavya.in',
    );
  });
});

describe('enterprise profile edit', () => {
  it('requires company name and an industry from the list', () => {
    expect(
      messagesOf(enterpriseProfileEditSchema.safeParse({ name: 'Rohini', companyName: '', industry: 'x' })),
    ).toEqual({ companyName: 'validation.companyNameRequired', industry: 'validation.industrySelect' });
  });

  it('checks the website like every other address', () => {
    const result = enterpriseProfileEditSchema.safeParse({
      name: 'Rohini',
      companyName: 'Sahyadri',
      industry: 'agriculture',
      website: 'ftp://sahyadri.in',
    });
    expect(messagesOf(result)).toEqual({ website: 'validation.urlInvalid' });
  });
});

describe('profile edit request', () => {
  it('drops role, verification and rating fields instead of passing them on', () => {
    const parsed = profileEditRequestSchema.parse({
      name: 'A',
      role: 'admin',
      isVerified: true,
      ratingAverage: 5,
      ratingCount: 100,
    });
    expect(parsed).toEqual({ name: 'A' });
  });
});

describe('creator card helpers', () => {
  it('shows the first three skills and counts the rest', () => {
    expect(cardSkills(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(cardSkills(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});
