import { describe, expect, it } from 'vitest';
import { createJobSchema, jobListQuerySchema, todayInIndia } from './jobs';
import { translate } from './messages';

const valid = {
  title: 'Product photos for organic mangoes',
  description: 'Forty products on a white background.',
  location: 'Ratnagiri, Maharashtra',
  budgetMin: '10000',
  budgetMax: '25000',
  deadline: '2099-01-31',
  skills: ['Photography', ' Photo Editing ', ''],
};

function issues(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  // The first message per field, as the form shows it.
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('createJobSchema', () => {
  it('accepts the form as typed and parses budgets as whole rupees', () => {
    const data = createJobSchema.parse(valid);
    expect(data).toMatchObject({
      budgetMin: 10000,
      budgetMax: 25000,
      skills: ['photography', 'photo-editing'],
    });
    expect(data.category).toBeUndefined();
    expect(createJobSchema.parse({ ...valid, budgetMin: '₹10,000', category: 'videography' })).toMatchObject({
      budgetMin: 10000,
      category: 'videography',
    });
  });

  it("says 'Please fill in all required fields' for each missing required field", () => {
    const result = createJobSchema.safeParse({
      title: '  ',
      description: '',
      location: '',
      budgetMin: '',
      budgetMax: undefined,
      deadline: '',
    });
    expect(result.success).toBe(false);
    const messages = issues(result);
    for (const field of ['title', 'description', 'location', 'budgetMin', 'budgetMax', 'deadline'])
      expect(messages[field]).toBe('validation.requiredFields');
    expect(translate('en', 'validation.requiredFields')).toBe('Please fill in all required fields');
  });

  it('refuses a maximum budget below the minimum, on the maximum', () => {
    const result = createJobSchema.safeParse({ ...valid, budgetMin: 30000, budgetMax: 20000 });
    expect(issues(result)).toEqual({ budgetMax: 'validation.budgetMaxBelowMin' });
    expect(createJobSchema.safeParse({ ...valid, budgetMin: 20000, budgetMax: 20000 }).success).toBe(true);
  });

  it('refuses budgets that are not whole non-negative rupees', () => {
    for (const bad of ['12.5', '-5', 'ten', 1.5, -1, 1e12])
      expect(issues(createJobSchema.safeParse({ ...valid, budgetMin: bad })).budgetMin).toBe(
        'validation.budgetInvalid',
      );
  });

  it('refuses a deadline in the past and accepts today (in India)', () => {
    expect(issues(createJobSchema.safeParse({ ...valid, deadline: '2001-01-01' })).deadline).toBe(
      'validation.deadlinePast',
    );
    expect(issues(createJobSchema.safeParse({ ...valid, deadline: '31/01/2099' })).deadline).toBe(
      'validation.dateInvalid',
    );
    expect(createJobSchema.safeParse({ ...valid, deadline: todayInIndia() }).success).toBe(true);
  });

  it('takes an enterprise id only as a uuid and an unknown category not at all', () => {
    expect(issues(createJobSchema.safeParse({ ...valid, enterpriseId: 'acme' })).enterpriseId).toBe(
      'errors.enterpriseRequired',
    );
    expect(createJobSchema.safeParse({ ...valid, category: 'catering' }).success).toBe(false);
  });
});

describe('todayInIndia', () => {
  it('rolls over at midnight in India, not in UTC', () => {
    expect(todayInIndia(Date.parse('2026-03-01T18:29:00Z'))).toBe('2026-03-01');
    expect(todayInIndia(Date.parse('2026-03-01T18:31:00Z'))).toBe('2026-03-02');
  });
});

describe('jobListQuerySchema', () => {
  // Relevance is the default; without words the server orders it newest first (decision 271).
  it('defaults to relevance, page 1 of 12, with no filters', () => {
    expect(jobListQuerySchema.parse({})).toEqual({ sort: 'relevance', page: 1, pageSize: 12 });
    expect(jobListQuerySchema.parse({ q: '', location: '', category: '', sort: '' })).toEqual({
      sort: 'relevance',
      page: 1,
      pageSize: 12,
    });
  });

  it('reads repeated and single skills, budgets and sort from the query string', () => {
    expect(
      jobListQuerySchema.parse({
        q: ' मसाले ',
        skills: ['Photography', 'Video Editing'],
        budgetMin: '5000',
        budgetMax: '50000',
        sort: 'budget',
        page: '3',
      }),
    ).toMatchObject({
      q: 'मसाले',
      skills: ['photography', 'video-editing'],
      budgetMin: 5000,
      budgetMax: 50000,
      sort: 'budget',
      page: 3,
    });
    expect(jobListQuerySchema.parse({ skills: 'Animation' }).skills).toEqual(['animation']);
  });

  it('refuses an inverted budget range, unknown sorts and oversize pages', () => {
    expect(jobListQuerySchema.safeParse({ budgetMin: '50000', budgetMax: '5000' }).success).toBe(false);
    expect(jobListQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
    expect(jobListQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
    expect(jobListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});
