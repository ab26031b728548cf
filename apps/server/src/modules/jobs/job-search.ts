/** How a keyword becomes search terms; the SQL that uses them is in job-search.repository.ts. */

/** At most this many words of a keyword take part in the search. */
const MAX_TERMS = 8;
/** Shorter words match only whole words: a one- or two-letter prefix would match half the table. */
export const PREFIX_MIN_LENGTH = 3;

/**
 * The same normalisation the database applies to job text (kalasetu_search_text, migration 0021): NFC; no zero-width
 * joiners, soft hyphens, byte-order marks or nukta; chandrabindu written as anusvara. A word typed with or without
 * them finds the same jobs.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u0901/g, '\u0902')
    .replace(/\u200C|\u200D|\u00AD|\uFEFF|\u093C|\u0CBC/g, '');
}

/** Words of a keyword: runs of letters, combining marks (Indic vowel signs, viramas) and digits. */
export function keywordTerms(keyword: string): string[] {
  const words = normalizeSearchText(keyword)
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

export function hasKeywordTerms(keyword: string | undefined): boolean {
  return !!keyword && keywordTerms(keyword).length > 0;
}
