import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { JobListQuery } from '@kalasetu/shared/jobs';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { selectJobSummaries } from './jobs.repository';

/** At most this many words of a keyword take part in the search. */
const MAX_TERMS = 8;
/** Shorter words match only whole words: a one- or two-letter prefix would match half the table. */
const PREFIX_MIN_LENGTH = 3;

/**
 * The same normalisation the database applies to job text (kalasetu_search_text, migration 0004): NFC, and no
 * zero-width joiners, soft hyphens or byte-order marks, so a word typed with or without them finds the same jobs.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').replace(/\u200C|\u200D|\u00AD|\uFEFF/g, '');
}

/** Words of a keyword: runs of letters, combining marks (Indic vowel signs, viramas) and digits. */
export function keywordTerms(keyword: string): string[] {
  const words = normalizeSearchText(keyword)
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * tsquery text for the terms, every word required, longer words also as a prefix ("photog" finds
 * "photography"). The terms hold only letters, marks and digits, so they cannot carry tsquery operators.
 */
export function prefixQueryText(terms: string[]): string {
  return terms.map((term) => (term.length >= PREFIX_MIN_LENGTH ? `${term}:*` : term)).join(' & ');
}

/** LIKE metacharacters in user text match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface JobSearch {
  filters: Omit<JobListQuery, 'page' | 'pageSize'>;
  /** 'words': full-text match (English stems or unstemmed words); 'similar': trigram similarity of the title. */
  mode: 'words' | 'similar';
  limit: number;
  offset: number;
}

function keywordCondition(keyword: string, mode: JobSearch['mode']): SQL | undefined {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return undefined;
  if (mode === 'similar') {
    // Each word must resemble a word of the title: `<%` is word similarity ≥ pg_trgm.word_similarity_threshold
    // (0.6), served by jobs_title_trgm_idx. One- and two-letter words carry too few trigrams to judge.
    const words = terms.filter((term) => term.length >= PREFIX_MIN_LENGTH);
    return and(
      ...(words.length ? words : terms).map((term) => sql`${term} <% kalasetu_search_text(${jobs.title})`),
    );
  }
  const text = prefixQueryText(terms);
  // English stems catch "photographers" for "photography"; 'simple' keeps Devanagari, Kannada and stop words whole.
  return sql`${jobs.search} @@ (to_tsquery('english', ${text}) || to_tsquery('simple', ${text}))`;
}

function orderOf(sort: JobListQuery['sort']): SQL[] {
  // Each order matches a partial index of migration 0004, id breaking ties so pages never overlap.
  if (sort === 'budget') return [desc(jobs.budgetMax), desc(jobs.id)];
  if (sort === 'deadline') return [sql`${jobs.deadline} asc nulls last`, asc(jobs.id)];
  return [desc(jobs.createdAt), desc(jobs.id)];
}

/** The public search as one query (exported so the benchmark can EXPLAIN exactly what the API runs). */
export function jobSearchQuery(db: DbOrTx, search: JobSearch) {
  const { filters } = search;
  const conditions: Array<SQL | undefined> = [
    eq(jobs.status, 'open'),
    filters.q ? keywordCondition(filters.q, search.mode) : undefined,
    filters.location ? sql`${jobs.location} ilike ${`%${escapeLike(filters.location)}%`}` : undefined,
    filters.category ? eq(jobs.category, filters.category) : undefined,
    filters.skills?.length
      ? sql`${jobs.skills} && array[${sql.join(
          filters.skills.map((skill) => sql`${skill}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    // Budget ranges overlap the filter's range.
    filters.budgetMin !== undefined ? gte(jobs.budgetMax, filters.budgetMin) : undefined,
    filters.budgetMax !== undefined ? lte(jobs.budgetMin, filters.budgetMax) : undefined,
  ];
  return selectJobSummaries(db)
    .where(and(...conditions))
    .orderBy(...orderOf(filters.sort))
    .limit(search.limit)
    .offset(search.offset);
}

export function hasKeywordTerms(keyword: string | undefined): boolean {
  return !!keyword && keywordTerms(keyword).length > 0;
}
