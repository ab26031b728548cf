import { randomUUID } from 'node:crypto';
import { searchSynonyms } from '../../db/schema/search-synonyms';
import { adminOnly, type MatrixContext, type MatrixRow } from './matrix-fixtures';

/** A synonym of this row's own, so rows never collide on the unique (term, meaning) pair. */
async function synonym(ctx: MatrixContext) {
  const [row] = await ctx.app.db
    .insert(searchSynonyms)
    .values({ term: `matrix ${randomUUID().slice(0, 8)}`, meaning: 'photography' })
    .returning({ id: searchSynonyms.id });
  return row!;
}

/** The back office's search page (decision 271): the lexicon's synonyms and the searches that found nothing. */
export const SEARCH_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/admin/search/synonyms',
    expected: adminOnly(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/admin/search/synonyms' } }),
  },
  {
    route: 'POST /api/admin/search/synonyms',
    expected: adminOnly(201),
    prepare: () => ({
      request: {
        method: 'POST',
        url: '/api/admin/search/synonyms',
        payload: { term: `matrix ${randomUUID().slice(0, 8)}`, meaning: 'photography' },
      },
    }),
  },
  {
    route: 'DELETE /api/admin/search/synonyms/:id',
    expected: adminOnly(200),
    prepare: async (ctx) => ({
      request: { method: 'DELETE', url: `/api/admin/search/synonyms/${(await synonym(ctx)).id}` },
    }),
  },
  {
    route: 'GET /api/admin/search/misses',
    expected: adminOnly(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/admin/search/misses' } }),
  },
];
