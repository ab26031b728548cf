import type { FastifyInstance } from 'fastify';
import {
  SEARCH_MISSES_MAX_ROWS,
  SEARCH_MISSES_NEW_PER_ADDRESS,
  SEARCH_MISSES_WINDOW_MS,
} from '@kalasetu/shared/limits';
import type { SearchList } from '@kalasetu/shared/search';
import { searchWords } from '@kalasetu/shared/search-query';
import { AppError } from '../../lib/errors';
import { countMissAgain, insertMiss } from './search.repository';
import { addressBudgetKey } from '../../lib/address-budget';

/**
 * Counts a search that found nothing (decision 271): its words, normalised, never who typed them. A miss already
 * counted is counted again; a new one costs its address one of SEARCH_MISSES_NEW_PER_ADDRESS an hour and is kept only
 * while the table holds fewer than SEARCH_MISSES_MAX_ROWS, so one client cannot fill it. Never fails the search.
 */
export async function recordMiss(app: FastifyInstance, list: SearchList, text: string, address: string) {
  const words = searchWords(text).join(' ').slice(0, 200);
  if (!words) return;
  try {
    if (await countMissAgain(app.db, list, words)) return;
    await app.rateLimiter.consume(
      `search-miss:ip:${addressBudgetKey(address)}`,
      SEARCH_MISSES_NEW_PER_ADDRESS,
      SEARCH_MISSES_WINDOW_MS,
    );
    await insertMiss(app.db, list, words, SEARCH_MISSES_MAX_ROWS);
  } catch (error) {
    if (error instanceof AppError) return;
    app.log.warn({ err: error }, 'search miss not counted');
  }
}
