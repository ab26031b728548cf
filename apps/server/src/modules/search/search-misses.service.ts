import type { FastifyInstance } from 'fastify';
import {
  SEARCH_MISSES_FLUSH_MS,
  SEARCH_MISSES_MAX_ROWS,
  SEARCH_MISSES_NEW_PER_ADDRESS,
  SEARCH_MISSES_PENDING_MAX,
  SEARCH_MISSES_PENDING_PER_ADDRESS,
  SEARCH_MISSES_WINDOW_MS,
} from '@kalasetu/shared/limits';
import type { SearchList } from '@kalasetu/shared/search';
import { searchWords } from '@kalasetu/shared/search-query';
import { addressBudgetKey } from '../../lib/address-budget';
import { countMissesAgain, insertMisses, missKey, type MissCount } from './search.repository';

interface Pending {
  misses: Map<string, MissCount & { address: string }>;
  /** New words each address has waiting, so that one address cannot fill the buffer. */
  byAddress: Map<string, number>;
  timer: NodeJS.Timeout | null;
}

// Per database handle, which every plugin context of one app shares (as the search slots are).
const pendingOf = new WeakMap<object, Pending>();

function pendingFor(app: FastifyInstance): Pending {
  let pending = pendingOf.get(app.db);
  if (!pending) pendingOf.set(app.db, (pending = { misses: new Map(), byAddress: new Map(), timer: null }));
  return pending;
}

/**
 * Counts a search that found nothing (decision 271): its words, normalised, never who typed them. Counted in memory
 * and written every SEARCH_MISSES_FLUSH_MS in one statement (flushSearchMisses), so a search that finds nothing costs
 * no write of its own. Words waiting are capped per address (SEARCH_MISSES_PENDING_PER_ADDRESS) and per process
 * (SEARCH_MISSES_PENDING_MAX); past either, new words are not counted while words already waiting still are.
 */
export function recordMiss(app: FastifyInstance, list: SearchList, text: string, address: string) {
  const words = searchWords(text).join(' ').slice(0, 200);
  if (!words) return;
  const pending = pendingFor(app);
  const key = missKey(list, words);
  const waiting = pending.misses.get(key);
  if (waiting) {
    waiting.count += 1;
    return;
  }
  const budget = addressBudgetKey(address);
  const ofAddress = pending.byAddress.get(budget) ?? 0;
  if (ofAddress >= SEARCH_MISSES_PENDING_PER_ADDRESS || pending.misses.size >= SEARCH_MISSES_PENDING_MAX)
    return;
  pending.byAddress.set(budget, ofAddress + 1);
  pending.misses.set(key, { list, words, count: 1, address: budget });
  pending.timer ??= setTimeout(() => void flushSearchMisses(app), SEARCH_MISSES_FLUSH_MS).unref();
}

/**
 * Writes the misses counted since the last time, in at most three statements and one per address with new words: the
 * counts of misses already stored are added in one; each address may add SEARCH_MISSES_NEW_PER_ADDRESS new ones an
 * hour; those are inserted in one, only while the table holds fewer than SEARCH_MISSES_MAX_ROWS, so one client cannot
 * fill it. Never fails: a miss not written is only a count lost.
 */
export async function flushSearchMisses(app: FastifyInstance) {
  const pending = pendingOf.get(app.db);
  if (!pending || pending.misses.size === 0) return;
  if (pending.timer) clearTimeout(pending.timer);
  const misses = [...pending.misses.values()];
  pending.misses = new Map();
  pending.byAddress = new Map();
  pending.timer = null;
  try {
    const counted = await countMissesAgain(app.db, misses);
    const newByAddress = new Map<string, MissCount[]>();
    for (const miss of misses) {
      if (counted.has(missKey(miss.list, miss.words))) continue;
      const ofAddress = newByAddress.get(miss.address);
      if (ofAddress) ofAddress.push(miss);
      else newByAddress.set(miss.address, [miss]);
    }
    const allowed: MissCount[] = [];
    for (const [address, ofAddress] of newByAddress) {
      const fits = await app.rateLimiter.allowance(
        `search-miss:ip:${address}`,
        ofAddress.length,
        SEARCH_MISSES_NEW_PER_ADDRESS,
        SEARCH_MISSES_WINDOW_MS,
      );
      allowed.push(...ofAddress.slice(0, fits));
    }
    await insertMisses(app.db, allowed, SEARCH_MISSES_MAX_ROWS);
  } catch (error) {
    app.log.warn({ err: error }, 'search misses not counted');
  }
}
