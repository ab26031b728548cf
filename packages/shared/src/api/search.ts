// The back office's search lexicon: synonyms admins add, and the searches that found nothing.
import type * as http from '../http';
import type * as search from '../search';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof search & typeof http> = defineOperation;

export const listSearchSynonyms = operation('GET', '/api/admin/search/synonyms', {
  response: 'searchSynonymsResponseSchema',
});
export const addSearchSynonym = operation('POST', '/api/admin/search/synonyms', {
  body: 'searchSynonymInputSchema',
  response: 'searchSynonymResponseSchema',
});
export const removeSearchSynonym = operation('DELETE', '/api/admin/search/synonyms/:id', {
  response: 'okResponseSchema',
});
export const listSearchMisses = operation('GET', '/api/admin/search/misses', {
  response: 'searchMissesResponseSchema',
});
