import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  activeFilters,
  jobSearch,
  jobsHref,
  EMPTY_FILTERS,
  filtersFromParams,
  paramsFromFilters,
  type JobFilters,
} from './job-filters';

describe('job filters in the URL', () => {
  it('round-trips every filter through the query string', () => {
    const filters = {
      q: 'मसाले',
      location: 'Pune',
      category: 'videography' as const,
      skills: ['photography' as const, 'video-editing' as const],
      budget: [5000, 40000] as [number, number],
      sort: 'deadline' as const,
    };
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe(
      'q=%E0%A4%AE%E0%A4%B8%E0%A4%BE%E0%A4%B2%E0%A5%87&location=Pune&category=videography&skills=photography&skills=video-editing&budgetMin=5000&budgetMax=40000&sort=deadline',
    );
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('leaves defaults out and reads an empty query as no filters', () => {
    expect(paramsFromFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(EMPTY_FILTERS);
  });

  it('ignores values a hand-edited link cannot mean, and snaps budgets to the slider', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'category=catering&sort=cheapest&budgetMin=7300&budgetMax=999999&skills=&skills=Animation&skills=Social+Media+Marketing&skills=Pottery',
      ),
    );
    expect(filters).toMatchObject({
      category: '',
      sort: 'relevance',
      budget: [5000, 100000],
      skills: ['animation', 'social-media'],
    });
    expect(filtersFromParams(new URLSearchParams('budgetMin=60000&budgetMax=10000')).budget).toEqual([
      10000, 60000,
    ]);
  });

  it("asks the API for the slider's top end as 'and above'", () => {
    const open = jobSearch({ ...EMPTY_FILTERS, budget: [10000, 100000] }, 2);
    expect(open).toMatchObject({
      budgetMin: 10000,
      budgetMax: undefined,
      sort: 'relevance',
      page: 2,
      pageSize: 12,
    });
    expect(jobSearch({ ...EMPTY_FILTERS, budget: [0, 50000] }, 1)).toMatchObject({
      budgetMin: 0,
      budgetMax: 50000,
    });
  });

  it('counts the filters behind the Filters button', () => {
    expect(
      activeFilterCount({
        ...EMPTY_FILTERS,
        category: 'animation',
        skills: ['animation', 'branding'],
        budget: [0, 5000],
      }),
    ).toBe(4);
  });
});

describe('filters as chips', () => {
  it('lists each filter in force with the search without it; the sort is kept and is not a chip', () => {
    const filters = {
      ...EMPTY_FILTERS,
      q: 'reels',
      category: 'videography' as const,
      skills: ['videography', 'animation'] as JobFilters['skills'],
      budget: [10_000, 50_000] as [number, number],
      sort: 'budget' as const,
    };
    const chips = activeFilters(filters);
    expect(chips.map((chip) => chip.kind)).toEqual(['q', 'category', 'skill', 'skill', 'budget']);
    expect(jobsHref(chips[0]!.without)).toBe(
      '/jobs?category=videography&skills=videography&skills=animation&budgetMin=10000&budgetMax=50000&sort=budget',
    );
    expect(chips[3]!.without.skills).toEqual(['videography']);
    expect(chips[4]!.without.budget).toBeNull();
    expect(activeFilters(EMPTY_FILTERS)).toEqual([]);
    expect(jobsHref(EMPTY_FILTERS)).toBe('/jobs');
  });
});
