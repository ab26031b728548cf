/**
 * EXPLAIN ANALYZE of every query a search runs. On PostgreSQL the bench calls the search's own service (the page, the
 * count, the similar-title pass, the directory's cards …) on a connection with auto_explain reporting each statement's
 * plan to the client; on PGlite, which has no auto_explain, it explains the job page and its count as built by the
 * repository.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { jobListQuerySchema } from '@kalasetu/shared/jobs';
import { JOB_COUNT_CAP } from '@kalasetu/shared/limits';
import { creatorDirectoryQuerySchema, enterpriseDirectoryQuerySchema } from '@kalasetu/shared/people';
import { createDbClient, queryRows, type DbClient } from '../../apps/server/src/db/client';
import { jobCountQuery, jobSearchQuery } from '../../apps/server/src/modules/jobs/job-search.repository';
import { listJobs } from '../../apps/server/src/modules/jobs/job-search.service';
import { searchTextWith } from '../../apps/server/src/modules/search/search-lexicon.service';
import { builtInLexicon } from '@kalasetu/shared/search-lexicon';
import { forgetSearchCounts } from '../../apps/server/src/modules/search/search-count.service';
import { flushSearchMisses } from '../../apps/server/src/modules/search/search-misses.service';
import {
  searchCreators,
  searchEnterprises,
} from '../../apps/server/src/modules/profiles/directory-search.service';
import type { BenchSearch } from './searches';

export interface PlanFailure {
  search: string;
  reason: string;
}

const AUTO_EXPLAIN = [
  "load 'auto_explain'",
  'set auto_explain.log_min_duration = 0',
  'set auto_explain.log_analyze = on',
  'set auto_explain.log_buffers = on',
  'set auto_explain.log_nested_statements = on',
  "set auto_explain.log_level = 'notice'",
].join('; ');

function queryOf(search: BenchSearch) {
  const params = new URLSearchParams(search.search);
  return { ...Object.fromEntries(params), skills: params.getAll('skills') };
}

/**
 * A stand-in app with what the search services read: the database, the limits switched off (as the bench's server
 * has them), and for the misses they count, a limiter with nothing to limit and a log.
 */
const standIn = (client: DbClient) =>
  ({
    db: client.db,
    dbClient: client,
    config: { rateLimits: false },
    rateLimiter: { consume: async () => {} },
    log: { warn: (...details: unknown[]) => console.warn(...details) },
  }) as unknown as FastifyInstance;

/** What the search's route calls, with a new stand-in app each time, so no count comes from the cache. */
async function runSearch(client: DbClient, search: BenchSearch) {
  const app = standIn(client);
  const raw = queryOf(search);
  if (search.path === '/api/jobs')
    return listJobs(app, jobListQuerySchema.parse(raw), { lang: 'en', address: '127.0.0.1' });
  const context = { lang: 'en' as const, address: '127.0.0.1' };
  if (search.path === '/api/creators')
    return searchCreators(app, creatorDirectoryQuerySchema.parse(raw), context);
  return searchEnterprises(app, enterpriseDirectoryQuerySchema.parse(raw), context);
}

/** A plan's failures: a sequential scan of `jobs`, or longer than the budget. */
function judge(search: string, plan: string, durationMs: number, budgetMs: number): PlanFailure[] {
  const failures: PlanFailure[] = [];
  if (/Seq Scan on jobs\b/.test(plan)) failures.push({ search, reason: 'sequential scan on jobs' });
  if (durationMs > budgetMs)
    failures.push({
      search,
      reason: `a query took ${durationMs.toFixed(1)} ms, over the ${budgetMs} ms budget`,
    });
  return failures;
}

export async function explainPostgresSearches(
  url: string,
  searches: BenchSearch[],
  budgetMs: number,
): Promise<PlanFailure[]> {
  const client = await createDbClient({ url, poolMax: 1 });
  const notices: string[] = [];
  // The pool's one connection, set up before any search uses it (a query sent from the pool's 'connect' event ran
  // beside the search's own, which pg deprecates). Were it replaced, no plan would come back, and that fails below.
  const connection = await client.pool!.connect();
  connection.on('notice', (notice) => notices.push(notice.message ?? ''));
  await connection.query(AUTO_EXPLAIN);
  connection.release();
  const failures: PlanFailure[] = [];
  try {
    for (const search of searches) {
      // Once to warm the caches and the planner's catalogue, as the load before did; the second run is judged.
      await runSearch(client, search);
      forgetSearchCounts({ db: client.db } as FastifyInstance);
      notices.length = 0;
      const answer = await runSearch(client, search);
      if ('count' in answer && answer.hasMore && answer.count === null)
        console.log(
          `[PostgreSQL] ${search.name}: the count was given up past its time budget (no count shown)`,
        );
      const plans = notices.filter((notice) => notice.startsWith('duration:'));
      console.log(
        `\n[PostgreSQL] ${search.name}: ${search.path}?${search.search} ran ${plans.length} queries`,
      );
      if (plans.length === 0) failures.push({ search: search.name, reason: 'no plan reported' });
      for (const [index, plan] of plans.entries()) {
        const durationMs = Number(/^duration: ([\d.]+) ms/.exec(plan)?.[1] ?? Infinity);
        console.log(`--- query ${index + 1} of ${plans.length}\n${plan}`);
        failures.push(...judge(search.name, plan, durationMs, budgetMs));
      }
    }
    // Searches that found nothing are counted in memory and written together, not by the search itself.
    notices.length = 0;
    await flushSearchMisses(standIn(client));
    const plans = notices.filter((notice) => notice.startsWith('duration:'));
    console.log(`\n[PostgreSQL] the misses counted above, written together: ${plans.length} queries`);
    for (const plan of plans) {
      console.log(plan);
      failures.push(
        ...judge(
          'misses written',
          plan,
          Number(/^duration: ([\d.]+) ms/.exec(plan)?.[1] ?? Infinity),
          budgetMs,
        ),
      );
    }
  } finally {
    await client.close();
  }
  return failures;
}

/** PGlite: the job page and its capped count, as the repository builds them. */
export async function explainPgliteSearches(pgliteDataDir: string, searches: BenchSearch[]) {
  const client = await createDbClient({ url: null, pgliteDataDir });
  try {
    for (const search of searches.filter((s) => s.path === '/api/jobs')) {
      const { page, pageSize, ...filters } = jobListQuerySchema.parse(queryOf(search));
      const text = searchTextWith(builtInLexicon(), { q: filters.q, place: filters.location }, 'en');
      const pageQuery = jobSearchQuery(client.db, {
        filters,
        mode: 'words',
        limit: pageSize + 1,
        offset: (page - 1) * pageSize,
        text,
      });
      const countQuery = jobCountQuery(client.db, { filters, mode: 'words', text }, JOB_COUNT_CAP + 1);
      for (const [what, query] of [
        ['page', pageQuery],
        ['count', countQuery],
      ] as const) {
        const rows = await queryRows<{ 'QUERY PLAN': string }>(
          client.db,
          sql`explain (analyze, buffers) ${query}`,
        );
        console.log(
          `\n[PGlite] EXPLAIN ANALYZE — ${search.name}, ${what}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`,
        );
      }
    }
  } finally {
    await client.close();
  }
}
