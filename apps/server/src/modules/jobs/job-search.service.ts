import type { FastifyInstance } from 'fastify';
import type { JobListQuery, JobListResponse } from '@kalasetu/shared/jobs';
import { JOB_COUNT_CAP } from '@kalasetu/shared/limits';
import { keptAnswer } from '../search/search-answers.service';
import { cappedCount } from '../search/search-count.service';
import { hasKeywordTerms } from './job-search';
import { countJobSearch, runJobSearch, searchShapeKey, type JobSearch } from './job-search.repository';
import { toJobSummary } from './jobs.service';

type Filters = JobSearch['filters'];

/**
 * Open jobs matching the filters, one page at a time (one row more than the page tells whether another exists).
 * When no job contains the keyword's words, the titles most similar to it are offered instead (typos, partial words).
 */
export function listJobs(app: FastifyInstance, query: JobListQuery): Promise<JobListResponse> {
  return keptAnswer(app, 'jobs', JSON.stringify(query), () => searchJobs(app, query));
}

async function searchJobs(app: FastifyInstance, query: JobListQuery): Promise<JobListResponse> {
  const { page, pageSize, ...filters } = query;
  const run = (mode: 'words' | 'similar', limit = pageSize + 1, offset = (page - 1) * pageSize) =>
    runJobSearch(app.db, { filters, mode, limit, offset });
  let mode: 'words' | 'similar' = 'words';
  let rows = await run(mode);
  if (rows.length === 0 && hasKeywordTerms(filters.q)) {
    const anyMatch = page === 1 ? [] : await run('words', 1, 0);
    if (anyMatch.length === 0) {
      mode = 'similar';
      rows = await run(mode);
    }
  }
  const hasMore = rows.length > pageSize;
  return {
    jobs: rows.slice(0, pageSize).map(toJobSummary),
    page,
    pageSize,
    hasMore,
    similar: mode === 'similar',
    count: page === 1 ? await countOf(app, filters, mode, hasMore ? null : rows.length) : null,
  };
}

/**
 * The first page's "N jobs": the page itself when it holds every match (no second query), else a count that stops at
 * JOB_COUNT_CAP, walking the page's own index, kept a few seconds per normalised search and given up past its time
 * budget (null: no count shown), so that a search costs what its page costs (decisions 231, 270).
 */
async function countOf(
  app: FastifyInstance,
  filters: Filters,
  mode: 'words' | 'similar',
  onThePage: number | null,
): Promise<JobListResponse['count']> {
  if (onThePage !== null) return { value: onThePage, atLeast: false };
  const search = {
    list: 'jobs',
    key: searchShapeKey({ filters, mode }),
    cap: JOB_COUNT_CAP,
    withinBudget: true,
  };
  return cappedCount(app, search, (db, cap) => countJobSearch(db, { filters, mode }, cap));
}
