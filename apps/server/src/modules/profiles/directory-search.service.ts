import type { FastifyInstance } from 'fastify';
import { DIRECTORY_COUNT_CAP } from '@kalasetu/shared/limits';
import {
  DIRECTORY_PAGE_SIZE,
  type CreatorDirectoryQuery,
  type CreatorDirectoryResponse,
  type EnterpriseDirectoryQuery,
  type EnterpriseDirectoryResponse,
} from '@kalasetu/shared/people';
import type { SearchList, SearchUnderstood } from '@kalasetu/shared/search';
import type { DbOrTx } from '../../db/client';
import { pausingRefusals } from '../../lib/refusal-pause';
import type { SearchContext } from '../jobs/job-search.service';
import { keptAnswer } from '../search/search-answers.service';
import { cappedCount } from '../search/search-count.service';
import { searchTextOf } from '../search/search-lexicon.service';
import { recordMiss } from '../search/search-misses.service';
import { inSearchSlot } from '../search/search-slots.service';
import { creatorCards, toEnterpriseSummary } from './profiles.service';
import { countCreators, countEnterprises, findCreators, findEnterprises } from './profiles.repository';

/**
 * A directory's total for its pagination and "N creators found": counted no further than DIRECTORY_COUNT_CAP and kept
 * a few seconds per search (the page number aside), like Find Jobs' count (decision 270).
 */
async function directoryCount(
  app: FastifyInstance,
  list: SearchList,
  query: CreatorDirectoryQuery | EnterpriseDirectoryQuery,
  count: (db: DbOrTx, cap: number) => Promise<number>,
): Promise<{ total: number; totalAtLeast: boolean }> {
  const key = JSON.stringify({ ...query, page: undefined });
  const counted = await cappedCount(app, { list, key, cap: DIRECTORY_COUNT_CAP, withinBudget: false }, count);
  return { total: counted?.value ?? 0, totalAtLeast: counted?.atLeast ?? false };
}

/**
 * A directory's page for one reader: kept per language around its items kept once for all four, as Find Jobs does
 * (listJobs). Only the meanings the page says it understood are in the reader's language.
 */
function keptDirectoryPage<R extends { understood: SearchUnderstood }>(
  app: FastifyInstance,
  list: 'creators' | 'enterprises',
  query: CreatorDirectoryQuery | EnterpriseDirectoryQuery,
  context: SearchContext,
  findPage: () => Promise<R>,
): Promise<R> {
  return pausingRefusals(() =>
    keptAnswer(app, list, JSON.stringify([query, context.lang]), () =>
      inSearchSlot(app, context.address, async () => {
        const found = await keptAnswer(app, `${list} in any language`, JSON.stringify(query), findPage);
        const { understood } = await searchTextOf(app, { q: query.q }, context.lang);
        return { ...found, understood };
      }),
    ),
  );
}

/** The creator directory: its keyword in any script and spelling, by the shared search machinery (decision 271). */
export function searchCreators(app: FastifyInstance, query: CreatorDirectoryQuery, context: SearchContext) {
  return keptDirectoryPage(app, 'creators', query, context, () => findCreatorPage(app, query, context));
}

async function findCreatorPage(
  app: FastifyInstance,
  query: CreatorDirectoryQuery,
  context: SearchContext,
): Promise<CreatorDirectoryResponse> {
  const { groups: words, understood } = await searchTextOf(app, { q: query.q }, context.lang);
  const [rows, total] = await Promise.all([
    findCreators(app.db, query, words, DIRECTORY_PAGE_SIZE),
    directoryCount(app, 'creators', query, (db, cap) => countCreators(db, query, words, cap)),
  ]);
  if (total.total === 0 && query.q) recordMiss(app, 'creators', query.q, context.address);
  const items = await creatorCards(app, rows);
  return { items, ...total, page: query.page, pageSize: DIRECTORY_PAGE_SIZE, understood };
}

/** The enterprise directory, with the same keyword matching as the creators'. */
export function searchEnterprises(
  app: FastifyInstance,
  query: EnterpriseDirectoryQuery,
  context: SearchContext,
) {
  return keptDirectoryPage(app, 'enterprises', query, context, () => findEnterprisePage(app, query, context));
}

async function findEnterprisePage(
  app: FastifyInstance,
  query: EnterpriseDirectoryQuery,
  context: SearchContext,
): Promise<EnterpriseDirectoryResponse> {
  const { groups: words, understood } = await searchTextOf(app, { q: query.q }, context.lang);
  const [rows, total] = await Promise.all([
    findEnterprises(app.db, query, words, DIRECTORY_PAGE_SIZE),
    directoryCount(app, 'enterprises', query, (db, cap) => countEnterprises(db, query, words, cap)),
  ]);
  if (total.total === 0 && query.q) recordMiss(app, 'enterprises', query.q, context.address);
  const items = rows.map(toEnterpriseSummary);
  return { items, ...total, page: query.page, pageSize: DIRECTORY_PAGE_SIZE, understood };
}
