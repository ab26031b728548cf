import { searchSynonymInputSchema } from '@kalasetu/shared/search';
import type { FuzzTarget } from './fuzz-targets';

/** The search lexicon's synonym editor (decision 271), fuzzed like every other write route. */
export const SEARCH_WRITE_TARGETS: FuzzTarget[] = [
  {
    route: 'POST /api/admin/search/synonyms',
    actor: 'admin',
    url: () => '/api/admin/search/synonyms',
    valid: () => ({ term: `fuzz ${Math.random().toString(36).slice(2, 10)}`, meaning: 'photography' }),
    contract: searchSynonymInputSchema,
  },
  {
    route: 'DELETE /api/admin/search/synonyms/:id',
    actor: 'admin',
    // An id no synonym has: whatever the body, nothing is removed.
    url: () => '/api/admin/search/synonyms/2147483000',
    valid: () => ({}),
    alwaysRefused: true,
  },
];
