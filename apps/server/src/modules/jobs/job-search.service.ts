import type { FastifyInstance } from 'fastify';
import type { JobListQuery, JobListResponse } from '@kalasetu/shared/jobs';
import { JOB_COUNT_CAP } from '@kalasetu/shared/limits';
import type { Language } from '@kalasetu/shared/limits';
import { pausingRefusals } from '../../lib/refusal-pause';
import { keptAnswer } from '../search/search-answers.service';
import { searchTextOf } from '../search/search-lexicon.service';
import { recordMiss } from '../search/search-misses.service';
import { inSearchSlot } from '../search/search-slots.service';
import { cappedCount } from '../search/search-count.service';
import { hasKeywordTerms } from './job-search';
import { countJobSearch, runJobSearch, searchShapeKey, type JobSearch } from './job-search.repository';
import { toJobSummary } from './jobs.service';

/**
 * Open jobs matching the filters, one page at a time (one row more than the page tells whether another exists).
 * When no job contains the keyword's words, the titles most similar to it are offered instead (typos, partial words).
 */
/** Who asks, as far as a public search may know: the reader's language and, for counting misses, the address. */
export interface SearchContext {
  lang: Language;
  address: string;
}

export function listJobs(
  app: FastifyInstance,
  query: JobListQuery,
  context: SearchContext,
): Promise<JobListResponse> {
  return pausingRefusals(() =>
    keptAnswer(app, 'jobs', JSON.stringify([query, context.lang]), () =>
      inSearchSlot(app, context.address, async () => {
        // The jobs and their count are the same in every language (a keyword's tsquery does not depend on the
        // reader's), so they are kept once for all four: only the meanings the page says it understood are in the
        // reader's language. Keyed with the language, the search mix made 37 % more of its answers anew.
        const found = await keptAnswer(app, 'jobs in any language', JSON.stringify(query), () =>
          searchJobs(app, query, context),
        );
        const { understood } = await searchTextOf(app, { q: query.q, place: query.location }, context.lang);
        return { ...found, understood: found.similar ? [] : understood };
      }),
    ),
  );
}

async function searchJobs(
  app: FastifyInstance,
  query: JobListQuery,
  context: SearchContext,
): Promise<JobListResponse> {
  const { page, pageSize, ...rest } = query;
  const text = await searchTextOf(app, { q: rest.q, place: rest.location }, context.lang);
  // Relevance needs words to rank by; without them the newest come first.
  const filters = {
    ...rest,
    sort: rest.sort === 'relevance' && !text.words ? ('newest' as const) : rest.sort,
  };
  // Set when a search found every match on the way to its page (a few, ranked together): the count needs no query.
  let total: number | undefined;
  const run = (mode: 'words' | 'similar', limit = pageSize + 1, offset = (page - 1) * pageSize) =>
    runJobSearch(app.db, { filters, mode, limit, offset, text }, undefined, (found) => (total = found));
  let mode: 'words' | 'similar' = 'words';
  let rows = await run(mode);
  if (rows.length === 0 && hasKeywordTerms(filters.q)) {
    const anyMatch = page === 1 ? [] : await run('words', 1, 0);
    if (anyMatch.length === 0) {
      mode = 'similar';
      total = undefined;
      rows = await run(mode);
    }
  }
  const hasMore = rows.length > pageSize;
  if (rows.length === 0 && page === 1 && filters.q) recordMiss(app, 'jobs', filters.q, context.address);
  return {
    jobs: rows.slice(0, pageSize).map(toJobSummary),
    page,
    pageSize,
    hasMore,
    similar: mode === 'similar',
    count:
      page === 1
        ? await countOf(
            app,
            { filters, mode, text },
            { onThePage: hasMore ? null : rows.length, seen: rows.length, total },
          )
        : null,
    understood: mode === 'words' ? text.understood : [],
  };
}

/**
 * The first page's "N jobs": the page itself when it holds every match (no second query), or the search's own total
 * when it found every match on the way, else a count that stops at JOB_COUNT_CAP and at the newest open jobs it may
 * walk. Short of both, it says how many of the newest match ("300+ jobs": never more than are known to match). Kept a
 * few seconds per normalised search and given up past its time budget (null: no count shown), so that a search costs
 * what its page costs (decisions 231, 270).
 */
async function countOf(
  app: FastifyInstance,
  search: Omit<JobSearch, 'limit' | 'offset'>,
  page: { onThePage: number | null; seen: number; total?: number },
): Promise<JobListResponse['count']> {
  if (page.onThePage !== null) return { value: page.onThePage, atLeast: false };
  if (page.total !== undefined)
    return { value: Math.min(page.total, JOB_COUNT_CAP), atLeast: page.total > JOB_COUNT_CAP };
  const counted = { list: 'jobs', key: searchShapeKey(search), cap: JOB_COUNT_CAP, withinBudget: true };
  return cappedCount(app, counted, async (db, cap) => {
    const { counted, complete } = await countJobSearch(db, search, cap, undefined, app.db);
    return complete ? counted : { value: knownToMatch(counted, page.seen), atLeast: true };
  });
}

/**
 * "N+ jobs" when the count saw only the newest jobs: what matched among them, or on the page if more, said as a reader
 * would (312 → 300, kept as it is below 100).
 */
export function knownToMatch(counted: number, seen: number) {
  const n = Math.max(counted, seen);
  return n < 100 ? n : Math.floor(n / 100) * 100;
}
