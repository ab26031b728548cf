import type { FastifyInstance } from 'fastify';
import { SEARCH_COUNT_CACHE_ENTRIES } from '@kalasetu/shared/limits';
import { keyedCache } from '../../lib/keyed-cache';
import { markReused } from '../../lib/reused-answers';

// Per database handle, which every plugin context of one app shares.
const caches = new WeakMap<object, Map<string, ReturnType<typeof keyedCache<unknown>>>>();

/**
 * A public search's answer, kept `config.searchCacheMs` (2 s) per normalised search in this process (decision 270):
 * the same search asked again within that time — a popular word, a category link, a page reloaded — costs no query.
 * A job's answer for signed-out readers is kept the same way. Public answers only: an answer that depends on who asks
 * must never pass through here.
 */
export function keptAnswer<T>(
  app: FastifyInstance,
  list: string,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const ttl = app.config?.searchCacheMs ?? 0;
  if (ttl <= 0) return load();
  let lists = caches.get(app.db);
  if (!lists) {
    lists = new Map();
    caches.set(app.db, lists);
  }
  let cache = lists.get(list);
  if (!cache) {
    cache = keyedCache<unknown>(ttl, SEARCH_COUNT_CACHE_ENTRIES);
    lists.set(list, cache);
  }
  // The same object answers every request in those seconds: its JSON is written once (lib/reused-answers.ts).
  return cache(key, async () => markReused(await load())) as Promise<T>;
}

/** Drops every answer this process keeps: the next reader of any list, job or profile gets it made anew. */
export function forgetKeptAnswers(app: FastifyInstance) {
  caches.delete(app.db);
}
