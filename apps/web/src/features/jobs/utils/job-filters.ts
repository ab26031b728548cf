import type { searchJobs } from '@kalasetu/shared/api/jobs';
import type { QueryOf } from '@kalasetu/shared/api/operation';
import { BUDGET_SLIDER, PAGE_SIZE_DEFAULT } from '@kalasetu/shared/limits';
import { JOB_CATEGORIES, JOB_SORTS, type JobCategory, type JobSort } from '@kalasetu/shared/options';
import { findSkill, type SkillId } from '@kalasetu/shared/skills';

/**
 * The Find Jobs screen's filters. They live in the URL (so a search can be shared and survives a reload);
 * this module is the one translation between the two.
 */
export interface JobFilters {
  q: string;
  location: string;
  category: JobCategory | '';
  skills: SkillId[];
  /** The slider's range, or null while the visitor has not set one (then there is no budget filter). */
  budget: [number, number] | null;
  sort: JobSort;
}

/**
 * Where the slider's thumbs stand while no budget filter applies: at its ends, which is what is shown (every budget).
 * The specification's 0 – 50,000 looked like a filter that was not applied (docs/product/jobs.md).
 */
export const DEFAULT_BUDGET: [number, number] = [BUDGET_SLIDER.min, BUDGET_SLIDER.max];

export const EMPTY_FILTERS: JobFilters = {
  q: '',
  location: '',
  category: '',
  skills: [],
  budget: null,
  sort: 'relevance',
};

const isCategory = (value: string | null): value is JobCategory =>
  (JOB_CATEGORIES as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is JobSort =>
  (JOB_SORTS as readonly string[]).includes(value ?? '');

/** A slider position: a whole step between the slider's ends. */
function sliderValue(raw: string | null, fallback: number): number {
  const value = Number(raw);
  if (raw === null || raw.trim() === '' || !Number.isFinite(value)) return fallback;
  const stepped = Math.round(value / BUDGET_SLIDER.step) * BUDGET_SLIDER.step;
  return Math.min(BUDGET_SLIDER.max, Math.max(BUDGET_SLIDER.min, stepped));
}

/** Reads filters from a URL, ignoring values that cannot be right (a hand-edited or old link still opens). */
export function filtersFromParams(params: URLSearchParams): JobFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  const hasBudget = params.has('budgetMin') || params.has('budgetMax');
  let budget: [number, number] | null = null;
  if (hasBudget) {
    const low = sliderValue(params.get('budgetMin'), BUDGET_SLIDER.min);
    const high = sliderValue(params.get('budgetMax'), BUDGET_SLIDER.max);
    budget = low <= high ? [low, high] : [high, low];
  }
  return {
    q: (params.get('q') ?? '').trim(),
    location: (params.get('location') ?? '').trim(),
    category: isCategory(category) ? category : '',
    // An old link's spelling ("Social Media Marketing") opens as the skill it names; text outside the list is dropped.
    skills: [
      ...new Set(
        params
          .getAll('skills')
          .map(findSkill)
          .filter((id): id is SkillId => id !== null),
      ),
    ],
    budget,
    sort: isSort(sort) ? sort : 'relevance',
  };
}

/** The URL query for filters; defaults are left out so the plain /jobs stays plain. */
export function paramsFromFilters(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.location) params.set('location', filters.location);
  if (filters.category) params.set('category', filters.category);
  for (const skill of filters.skills) params.append('skills', skill);
  if (filters.budget) {
    params.set('budgetMin', String(filters.budget[0]));
    params.set('budgetMax', String(filters.budget[1]));
  }
  if (filters.sort !== 'relevance') params.set('sort', filters.sort);
  return params;
}

/** The API query for one page. The slider's top end means "and above": no upper bound. */
export function jobSearch(
  filters: JobFilters,
  page: number,
  pageSize = PAGE_SIZE_DEFAULT,
): QueryOf<typeof searchJobs> {
  return {
    q: filters.q || undefined,
    location: filters.location || undefined,
    category: filters.category || undefined,
    skills: filters.skills,
    budgetMin: filters.budget?.[0],
    budgetMax: filters.budget && filters.budget[1] < BUDGET_SLIDER.max ? filters.budget[1] : undefined,
    sort: filters.sort,
    page,
    pageSize,
  };
}

export function activeFilterCount(filters: JobFilters): number {
  return (filters.category ? 1 : 0) + filters.skills.length + (filters.budget ? 1 : 0);
}

/** One filter in force, and the filters without it (what its chip's link leads to). */
export type ActiveFilter =
  | { kind: 'q' | 'location' | 'category' | 'skill'; value: string; without: JobFilters }
  | { kind: 'budget'; value: [number, number]; without: JobFilters };

/** The filters in force, in the order the form shows them; the sort is an order, not a filter. */
export function activeFilters(filters: JobFilters): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  if (filters.q) list.push({ kind: 'q', value: filters.q, without: { ...filters, q: '' } });
  if (filters.location)
    list.push({ kind: 'location', value: filters.location, without: { ...filters, location: '' } });
  if (filters.category)
    list.push({ kind: 'category', value: filters.category, without: { ...filters, category: '' } });
  for (const skill of filters.skills)
    list.push({
      kind: 'skill',
      value: skill,
      without: { ...filters, skills: filters.skills.filter((s) => s !== skill) },
    });
  if (filters.budget)
    list.push({ kind: 'budget', value: filters.budget, without: { ...filters, budget: null } });
  return list;
}

/** The address of a Find Jobs search: what links (chips, "Clear filters") lead to, with or without JavaScript. */
export function jobsHref(filters: JobFilters): string {
  const query = paramsFromFilters(filters).toString();
  return query ? `/jobs?${query}` : '/jobs';
}
