import { z } from 'zod';
import { singleLineText } from './fields';

/** Longest synonym term or meaning an admin may add, in characters. */
export const SEARCH_SYNONYM_MAX_LENGTH = 60;

/** What the page says it searched for: a typed word or phrase and what it was read as, in the reader's language. */
export const searchUnderstoodSchema = z.array(z.object({ typed: z.string(), meaning: z.string() }));
export type SearchUnderstood = z.infer<typeof searchUnderstoodSchema>;

/** An admin's synonym: searching `term` also finds what `meaning` finds (a concept of the lexicon, or words). */
export const searchSynonymInputSchema = z.object({
  term: singleLineText(SEARCH_SYNONYM_MAX_LENGTH),
  meaning: singleLineText(SEARCH_SYNONYM_MAX_LENGTH),
});
export type SearchSynonymInput = z.infer<typeof searchSynonymInputSchema>;

export const searchSynonymSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  meaning: z.string(),
  createdAt: z.string(),
});
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;
export const searchSynonymsResponseSchema = z.object({ synonyms: z.array(searchSynonymSchema) });
export const searchSynonymResponseSchema = z.object({ synonym: searchSynonymSchema });
export const searchSynonymParamSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const SEARCH_LISTS = ['jobs', 'creators', 'enterprises'] as const;
export type SearchList = (typeof SEARCH_LISTS)[number];

/** A search that found nothing, counted: the words only, never who typed them. */
export const searchMissSchema = z.object({
  list: z.enum(SEARCH_LISTS),
  words: z.string(),
  count: z.number().int(),
  lastAt: z.string(),
});
export type SearchMiss = z.infer<typeof searchMissSchema>;
export const searchMissesResponseSchema = z.object({ misses: z.array(searchMissSchema) });
