/**
 * The search lexicon (decision 271): concepts of the marketplace — skills, categories, industries, what jobs are about,
 * every district and big town — each with its label in the four languages and the ways people write it. A typed word or
 * phrase finds its concepts by its spelling folded to sound classes (so nukta, case, "ph"/"f", doubled letters do not
 * matter) or, for words of three consonants or more, by its phonetic key.
 */
import type { Language } from './limits';
import { INDIA_STATE_DISTRICTS } from './india-locations';
import { BIG_TOWNS, PLACE_NAMES } from './search-lexicon-places';
import { LEXICON_WORDS } from './search-lexicon-words';
import { phoneticKey, soundClasses } from './search-phonetic';

export interface Concept {
  id: string;
  labels: Record<Language, string>;
  /** Every way to write it, each a list of words. */
  terms: string[][];
}

/** A synonym an admin added: `term` also means `meaning` (a concept id, or words). */
export interface ExtraSynonym {
  term: string;
  meaning: string;
}

/** Words of a text as the search reads them: letters, marks and digits, lower case, no joiners. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFC')
    .replace(/\u200C|\u200D|\u00AD|\uFEFF/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** The spelling of a word folded to sound classes, a doubled letter once: "Shaadi", "shadi" → "sadi". */
const SPELLING_MEMO = new Map<string, string>();
export function spellingOf(word: string): string {
  let spelling = SPELLING_MEMO.get(word);
  if (spelling === undefined) {
    spelling = soundClasses(word).replace(/(.)\1+/g, '$1');
    if (SPELLING_MEMO.size >= 20_000) SPELLING_MEMO.clear();
    SPELLING_MEMO.set(word, spelling);
  }
  return spelling;
}

/** The phonetic key of a word when it is long enough to name one thing (three consonants or more). */
function distinctiveKey(word: string): string | null {
  const key = phoneticKey(word);
  return key && key.length >= 3 ? key : null;
}

const LATIN_SCRIPT = /^[a-z0-9 ]+$/;
const DEVANAGARI = /[\u0900-\u097F]/;
const KANNADA = /[\u0C80-\u0CFF]/;

function placeConcept(name: string, aliases: string): Concept {
  const terms = [name, ...aliases.split('|').filter(Boolean)];
  const inScript = (script: RegExp) => terms.find((term) => script.test(term)) ?? name;
  return {
    id: `place:${name}`,
    labels: { en: name, hi: inScript(DEVANAGARI), kn: inScript(KANNADA), mr: inScript(DEVANAGARI) },
    terms: terms.map(wordsOf),
  };
}

/** The built-in concepts: the words of search-lexicon-words.ts and every place. */
export function builtInConcepts(): Concept[] {
  const words = LEXICON_WORDS.map(([id, [en, hi, kn, mr], terms]) => ({
    id,
    labels: { en, hi, kn, mr },
    terms: terms.split('|').map(wordsOf),
  }));
  const districts = new Set(Object.values(INDIA_STATE_DISTRICTS).flat());
  const names = new Set([...districts, ...Object.keys(BIG_TOWNS), ...Object.keys(PLACE_NAMES)]);
  const places = [...names].map((name) => placeConcept(name, PLACE_NAMES[name] ?? ''));
  return [...words, ...places];
}

/** A span of typed words and the concepts it names. */
export interface LexiconMatch {
  words: string[];
  concepts: Concept[];
  /** The lexicon's word the typed one was read as, when it was a typo ("photgraphy" → "photography"). */
  correctedTo?: string;
}

/** Longest phrase of the lexicon looked for in a query, in words. */
const MAX_PHRASE_WORDS = 3;
/** Shortest typed word checked for a typo: shorter ones have too many neighbours. */
const TYPO_MIN_LENGTH = 5;

export class Lexicon {
  readonly concepts: ReadonlyMap<string, Concept>;
  private readonly all: Map<string, Concept>;
  private readonly byForm: Map<string, Set<string>>;
  /** Latin single-word terms by each one-letter deletion (and themselves): typo candidates. */
  private readonly byDeletion: Map<string, Set<string>>;
  private readonly conceptsOfWord: Map<string, Set<string>>;
  /** Sets shared with the lexicon this one was copied from: copied before they change. */
  private readonly shared = new Set<Set<string>>();

  constructor(concepts: Concept[], base?: Lexicon) {
    if (base) {
      this.all = new Map(base.all);
      this.byForm = new Map(base.byForm);
      this.byDeletion = new Map(base.byDeletion);
      this.conceptsOfWord = new Map(base.conceptsOfWord);
      for (const map of [this.byForm, this.byDeletion, this.conceptsOfWord])
        for (const set of map.values()) this.shared.add(set);
    } else {
      this.all = new Map();
      this.byForm = new Map();
      this.byDeletion = new Map();
      this.conceptsOfWord = new Map();
    }
    this.concepts = this.all;
    for (const concept of concepts) {
      this.all.set(concept.id, { ...concept, terms: [...concept.terms] });
      for (const term of concept.terms) this.index(concept.id, term);
    }
  }

  /** This lexicon with the admins' synonyms added (the built-in one is copied, not rebuilt). */
  withSynonyms(extra: readonly ExtraSynonym[]): Lexicon {
    const lexicon = new Lexicon([], this);
    for (const { term, meaning } of extra) {
      const words = wordsOf(term);
      if (!words.length) continue;
      const named = lexicon.all.get(meaning) ? [meaning] : lexicon.lookup(wordsOf(meaning));
      const targets = named.length ? named : [lexicon.adHoc(meaning)];
      for (const id of targets) {
        const concept = lexicon.all.get(id)!;
        lexicon.all.set(id, { ...concept, terms: [...concept.terms, words] });
        lexicon.index(id, words);
      }
    }
    return lexicon;
  }

  private adHoc(meaning: string): string {
    const id = `synonym:${wordsOf(meaning).join(' ')}`;
    if (!this.all.has(id)) {
      const label = meaning.trim();
      this.all.set(id, {
        id,
        labels: { en: label, hi: label, kn: label, mr: label },
        terms: [wordsOf(meaning)],
      });
      this.index(id, wordsOf(meaning));
    }
    return id;
  }

  private index(id: string, words: string[]) {
    const add = (map: Map<string, Set<string>>, key: string, value: string) => {
      let set = map.get(key);
      if (set?.has(value)) return;
      if (!set || this.shared.has(set)) map.set(key, (set = new Set(set)));
      set.add(value);
    };
    add(this.byForm, `s:${words.map(spellingOf).join(' ')}`, id);
    const keys = words.map(distinctiveKey);
    if (keys.every(Boolean)) add(this.byForm, `k:${keys.join(' ')}`, id);
    if (words.length === 1 && LATIN_SCRIPT.test(words[0]!) && words[0]!.length >= TYPO_MIN_LENGTH - 1) {
      const [word] = words as [string];
      add(this.conceptsOfWord, word, id);
      for (const variant of [word, ...deletions(word)]) add(this.byDeletion, variant, word);
    }
  }

  /** The ids of the concepts a phrase names, by spelling or by key. */
  lookup(words: string[]): string[] {
    const ids = new Set(this.byForm.get(`s:${words.map(spellingOf).join(' ')}`) ?? []);
    const keys = words.map(distinctiveKey);
    if (keys.every(Boolean)) for (const id of this.byForm.get(`k:${keys.join(' ')}`) ?? []) ids.add(id);
    return [...ids];
  }

  /** The lexicon's word a Latin word is a typo of (one edit away, two for long words), or null. */
  private correction(word: string): string | null {
    if (word.length < TYPO_MIN_LENGTH || !LATIN_SCRIPT.test(word)) return null;
    const candidates = new Set<string>();
    for (const variant of [word, ...deletions(word)])
      for (const term of this.byDeletion.get(variant) ?? []) candidates.add(term);
    const allowed = word.length >= 8 ? 2 : 1;
    let best: { term: string; distance: number } | null = null;
    for (const term of candidates) {
      const distance = editDistance(word, term);
      if (distance <= allowed && (!best || distance < best.distance)) best = { term, distance };
    }
    return best && best.distance > 0 ? best.term : null;
  }

  /** The query's words, grouped into the longest phrases the lexicon knows, each with its concepts. */
  read(words: string[]): LexiconMatch[] {
    const matches: LexiconMatch[] = [];
    for (let start = 0; start < words.length;) {
      let found: LexiconMatch | null = null;
      for (let span = Math.min(MAX_PHRASE_WORDS, words.length - start); span >= 1 && !found; span--) {
        const phrase = words.slice(start, start + span);
        const ids = this.lookup(phrase);
        if (ids.length) found = { words: phrase, concepts: ids.map((id) => this.concepts.get(id)!) };
      }
      if (!found) {
        const word = words[start]!;
        const corrected = this.correction(word);
        const ids = corrected ? [...(this.conceptsOfWord.get(corrected) ?? [])] : [];
        found = ids.length
          ? { words: [word], concepts: ids.map((id) => this.concepts.get(id)!), correctedTo: corrected! }
          : { words: [word], concepts: [] };
      }
      matches.push(found);
      start += found.words.length;
    }
    return matches;
  }
}

function deletions(word: string): string[] {
  return [...word].map((_, index) => word.slice(0, index) + word.slice(index + 1));
}

/** Damerau–Levenshtein distance (adjacent transpositions count as one edit). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
    }
  return rows[a.length]![b.length]!;
}

let builtIn: Lexicon | null = null;
/** The lexicon without admins' synonyms, built once. */
export function builtInLexicon(): Lexicon {
  return (builtIn ??= new Lexicon(builtInConcepts()));
}
