import type { FastifyInstance } from 'fastify';
import type { Language } from '@kalasetu/shared/limits';
import { SEARCH_SYNONYMS_RELOAD_MS } from '@kalasetu/shared/limits';
import type { SearchUnderstood } from '@kalasetu/shared/search';
import { builtInLexicon, spellingOf, wordsOf, type Lexicon } from '@kalasetu/shared/search-lexicon';
import { expandSearch, groupTexts, relevanceTiers, tsqueryText } from '@kalasetu/shared/search-query';
import { listSynonyms } from './search.repository';

interface Loaded {
  at: number;
  lexicon: Promise<Lexicon>;
}
// Per database handle, which every plugin context of one app shares (the app object differs between contexts).
const loaded = new WeakMap<object, Loaded>();

async function load(app: FastifyInstance): Promise<Lexicon> {
  const synonyms = await listSynonyms(app.db);
  return synonyms.length ? builtInLexicon().withSynonyms(synonyms) : builtInLexicon();
}

/**
 * The lexicon with the admins' synonyms: loaded once per process and again SEARCH_SYNONYMS_RELOAD_MS later (another
 * instance may have added one), or at once after this instance changed them.
 */
export function lexiconOf(app: FastifyInstance): Promise<Lexicon> {
  const current = loaded.get(app.db);
  if (current && Date.now() - current.at < SEARCH_SYNONYMS_RELOAD_MS) return current.lexicon;
  const lexicon = load(app);
  loaded.set(app.db, { at: Date.now(), lexicon });
  lexicon.catch(() => loaded.delete(app.db));
  return lexicon;
}

export function forgetLexicon(app: FastifyInstance) {
  loaded.delete(app.db);
}

export interface SearchText {
  words?: string;
  /** The keyword's groups of words, each with its own tsquery (the directories also match them inside names). */
  groups?: Array<{ typed: string; tsquery: string }>;
  tiers?: string[];
  place?: string;
  understood: SearchUnderstood;
}

/**
 * What keywords became under each lexicon, the most recent SEARCH_TEXTS_KEPT of them: expanding a keyword is pure
 * work on the lexicon (a tenth of a search's own CPU), and the keywords people type repeat. A new lexicon (a synonym
 * added, or reloaded) starts afresh. Only the words are kept; every search still reads its jobs.
 */
const SEARCH_TEXTS_KEPT = 1000;
const expanded = new WeakMap<Lexicon, Map<string, SearchText>>();

/** What a typed keyword and place become (decision 271), and what the page says it searched for, in `lang`. */
export async function searchTextOf(
  app: FastifyInstance,
  input: { q?: string; place?: string },
  lang: Language,
): Promise<SearchText> {
  const lexicon = await lexiconOf(app);
  let texts = expanded.get(lexicon);
  if (!texts) expanded.set(lexicon, (texts = new Map()));
  const key = JSON.stringify([input.q ?? '', input.place ?? '', lang]);
  let text = texts.get(key);
  if (text) texts.delete(key);
  else {
    text = Object.freeze(searchTextWith(lexicon, input, lang));
    if (texts.size >= SEARCH_TEXTS_KEPT) texts.delete(texts.keys().next().value!);
  }
  // Set again, so that the map's order is the order of last use and the least recently used goes first.
  texts.set(key, text);
  return text;
}

/** `searchTextOf` with a given lexicon. */
export function searchTextWith(
  lexicon: Lexicon,
  input: { q?: string; place?: string },
  lang: Language,
): SearchText {
  const keyword = input.q && wordsOf(input.q).length ? expandSearch(lexicon, input.q) : null;
  const place = input.place && wordsOf(input.place).length ? expandSearch(lexicon, input.place) : null;
  const understood = [...(keyword?.understood ?? []), ...(place?.understood ?? [])].flatMap(
    ({ typed, conceptId }) => {
      const meaning = lexicon.concepts.get(conceptId)!.labels[lang];
      return spellingOf(meaning) === spellingOf(typed) ? [] : [{ typed, meaning }];
    },
  );
  return {
    words: keyword ? tsqueryText(keyword, 'lexicon') : undefined,
    groups: keyword ? groupTexts(keyword) : undefined,
    tiers: keyword ? relevanceTiers(keyword) : undefined,
    place: place ? tsqueryText(place, 'lexicon', 'D') : undefined,
    understood,
  };
}
