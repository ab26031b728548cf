import type { FastifyInstance } from 'fastify';
import {
  SEARCH_COUNT_BUDGET_MS,
  SEARCH_COUNT_CACHE_ENTRIES,
  SEARCH_COUNT_TTL_MS,
} from '@kalasetu/shared/limits';
import type { DbOrTx } from '../../db/client';
import { pgErrorCode } from '../../lib/errors';
import { keyedCache } from '../../lib/keyed-cache';
import { withStatementTimeout } from './search.repository';

export interface CappedCount {
  value: number;
  /** More match than `value` (the cap): "1,000+". */
  atLeast: boolean;
}

const PG_QUERY_CANCELED = '57014';

/** One cache per app and list (tests build many apps, each on its own database). */
const caches = new WeakMap<object, Map<string, ReturnType<typeof keyedCache<CappedCount | null>>>>();

/** Forgets every count kept for this database (the benchmark's EXPLAIN pass wants each count run). */
export function forgetSearchCounts(app: FastifyInstance) {
  caches.delete(app.db);
}

function cacheOf(app: FastifyInstance, list: string) {
  let lists = caches.get(app.db);
  if (!lists) {
    lists = new Map();
    caches.set(app.db, lists);
  }
  let cache = lists.get(list);
  if (!cache) {
    cache = keyedCache<CappedCount | null>(SEARCH_COUNT_TTL_MS, SEARCH_COUNT_CACHE_ENTRIES);
    lists.set(list, cache);
  }
  return cache;
}

/**
 * How many match a search, counting no further than `cap`, kept SEARCH_COUNT_TTL_MS per normalised search (`key`) so
 * that a popular search is counted once every few seconds, not on every first page (decision 270). `withinBudget`: on
 * PostgreSQL the count may take SEARCH_COUNT_BUDGET_MS at most, and one that would cost more than the page it heads is
 * given up, the answer null ("no count"), never a guess (PGlite has no statement timeout; its tables are small).
 * `count` returns how many it counted (up to the `cap + 1` it is given), or a lower bound it found cheaper.
 */
export function cappedCount(
  app: FastifyInstance,
  search: { list: string; key: string; cap: number; withinBudget: boolean },
  count: (db: DbOrTx, cap: number) => Promise<number | CappedCount>,
): Promise<CappedCount | null> {
  const { cap } = search;
  return cacheOf(app, search.list)(search.key, async () => {
    const counted = search.withinBudget
      ? await countWithinBudget(app, (db) => count(db, cap + 1))
      : await count(app.db, cap + 1);
    if (counted === null) return null;
    if (typeof counted !== 'number') return { value: Math.min(cap, counted.value), atLeast: true };
    return counted > cap ? { value: cap, atLeast: true } : { value: counted, atLeast: false };
  });
}

async function countWithinBudget<T>(
  app: FastifyInstance,
  count: (db: DbOrTx) => Promise<T>,
): Promise<T | null> {
  if (app.dbClient?.driver !== 'pg') return count(app.db);
  try {
    return await withStatementTimeout(app.db, SEARCH_COUNT_BUDGET_MS, count);
  } catch (error) {
    if (pgErrorCode(error) === PG_QUERY_CANCELED) return null;
    throw error;
  }
}
