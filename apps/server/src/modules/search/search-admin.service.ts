import type { FastifyInstance } from 'fastify';
import {
  SEARCH_MISSES_SHOWN,
  SEARCH_SYNONYMS_MAX,
  SEARCH_SYNONYM_WRITES_PER_HOUR,
} from '@kalasetu/shared/limits';
import type { SearchMiss, SearchSynonym, SearchSynonymInput } from '@kalasetu/shared/search';
import { wordsOf } from '@kalasetu/shared/search-lexicon';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requireRole } from '../../lib/authorization';
import type { Actor } from '../../types/fastify';
import { forgetLexicon } from './search-lexicon.service';
import { flushSearchMisses } from './search-misses.service';
import { deleteSynonym, insertSynonym, listSynonyms, topMisses } from './search.repository';

const toSynonym = (row: { id: number; term: string; meaning: string; createdAt: Date }): SearchSynonym => ({
  id: row.id,
  term: row.term,
  meaning: row.meaning,
  createdAt: row.createdAt.toISOString(),
});

export async function listSearchSynonyms(app: FastifyInstance, actor: Actor): Promise<SearchSynonym[]> {
  requireRole(actor, 'admin');
  return (await listSynonyms(app.db)).map(toSynonym);
}

/** A synonym holds words (letters or digits), differs from its meaning, and is added at most once. */
export async function addSearchSynonym(
  app: FastifyInstance,
  actor: Actor,
  input: SearchSynonymInput,
): Promise<SearchSynonym> {
  requireRole(actor, 'admin');
  await app.rateLimiter.consume(
    `search-synonym:admin:${actor.userId}`,
    SEARCH_SYNONYM_WRITES_PER_HOUR,
    60 * 60_000,
  );
  const term = wordsOf(input.term).join(' ');
  const meaning = wordsOf(input.meaning).join(' ');
  if (!term) throw badRequest('errors.synonymWords', { term: 'errors.synonymWords' });
  if (!meaning) throw badRequest('errors.synonymWords', { meaning: 'errors.synonymWords' });
  if (term === meaning) throw badRequest('errors.synonymSame', { meaning: 'errors.synonymSame' });
  const row = await insertSynonym(app.db, { term, meaning, createdBy: actor.userId }, SEARCH_SYNONYMS_MAX);
  if (!row) throw conflict('errors.synonymsFull');
  forgetLexicon(app);
  return toSynonym(row);
}

export async function removeSearchSynonym(app: FastifyInstance, actor: Actor, id: number) {
  requireRole(actor, 'admin');
  await app.rateLimiter.consume(
    `search-synonym:admin:${actor.userId}`,
    SEARCH_SYNONYM_WRITES_PER_HOUR,
    60 * 60_000,
  );
  if (!(await deleteSynonym(app.db, id))) throw notFound('errors.synonymNotFound');
  forgetLexicon(app);
}

/** The most frequent searches that found nothing, with this process's latest counts written first. */
export async function listSearchMisses(app: FastifyInstance, actor: Actor): Promise<SearchMiss[]> {
  requireRole(actor, 'admin');
  await flushSearchMisses(app);
  return (await topMisses(app.db, SEARCH_MISSES_SHOWN)).map((row) => ({
    list: row.list,
    words: row.words,
    count: row.count,
    lastAt: row.lastAt.toISOString(),
  }));
}
