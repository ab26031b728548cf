/**
 * What a typed search becomes (decision 271): its words grouped into phrases the lexicon knows, and for each group three
 * kinds of match — the words as typed (and English stems: "photographer" finds "photography"), their phonetic keys
 * (any script, loose spelling), the lexicon's other words for the same thing — as tsquery text for the 'simple'
 * configuration over the search columns, where keys sit behind PHONETIC_KEY_MARK. Every group must match.
 */
import { type Lexicon, type LexiconMatch, wordsOf } from './search-lexicon';
import { PHONETIC_KEY_MARK, phoneticKey } from './search-phonetic';

/** At most this many words of a search take part. */
export const SEARCH_MAX_WORDS = 8;
/** Shorter words match only whole words: a one- or two-letter prefix would match half the table. */
export const PREFIX_MIN_LENGTH = 3;

/** Words that carry no meaning of their own in a search, in the four languages and romanised Hindi. */
const STOP_WORDS = new Set(
  [
    'a an the in at on for of and or to with near from by',
    'ke ki ka mein me aur liye chahiye ko se par hai',
    'में की का के और से को पर लिए चाहिए है',
    'मध्ये आणि साठी ची चा चे ला हवे',
    'ಮತ್ತು ಗೆ ಅಲ್ಲಿ ಗಾಗಿ ಬೇಕು',
  ]
    .join(' ')
    .split(' '),
);

/** The words of a search that take part: no stop words (unless there is nothing else), each once. */
export function searchWords(text: string): string[] {
  const words = [...new Set(wordsOf(text))];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length ? meaningful : words).slice(0, SEARCH_MAX_WORDS);
}

/** English endings stripped to a stem matched as a prefix: "photographers" → "photograph", "weaving" → "weav". */
export function englishStems(word: string): string[] {
  if (!/^[a-z]+$/.test(word)) return [];
  const stems: string[] = [];
  const strip = (ending: string, min: number, add = '') => {
    if (word.endsWith(ending) && word.length - ending.length >= min)
      stems.push(word.slice(0, -ending.length) + add);
  };
  strip('ies', 3, 'y');
  for (const ending of ['ers', 'ors', 'ists', 'ist', 'ing', 'er', 'or', 'ed', 'es']) strip(ending, 4);
  if (!word.endsWith('ss')) strip('s', 3);
  return [...new Set(stems)];
}

const mark = (key: string) => `${PHONETIC_KEY_MARK}${key}`;
const asPrefix = (word: string) => (word.length >= PREFIX_MIN_LENGTH ? `${word}:*` : word);

/** One group of typed words and its alternatives, each a list of lexemes that must all match. */
export interface QueryGroup {
  match: LexiconMatch;
  exact: string[][];
  phonetic: string[][];
  lexicon: string[][];
}

/** A phonetic key as a lexeme: three letters or more also as a prefix, so inflected forms (लग्नाचे) match. */
const asKey = (key: string) => (key.length >= 3 ? `${mark(key)}:*` : mark(key));

function groupOf(match: LexiconMatch): QueryGroup {
  const { words } = match;
  // Each typed word as typed or by a stem; a group matches when all its words do.
  const exact = [words.map((word) => [asPrefix(word), ...englishStems(word).map(asPrefix)].join(' | '))];
  // By sound: a two-letter key names too many words ("sd" is शादी and साड़ी), so it is used only for words the lexicon
  // does not know.
  const keyOf = (word: string) => {
    const key = phoneticKey(word);
    return key && (key.length >= 3 || match.concepts.length === 0) ? asKey(key) : asPrefix(word);
  };
  const phonetic = [words.map(keyOf)];
  const lexicon = new Map<string, string[]>();
  const named = match.correctedTo ? [[match.correctedTo]] : [];
  for (const term of [...named, ...match.concepts.flatMap((concept) => concept.terms)]) {
    const lexemes = term.map((word) => {
      const key = phoneticKey(word);
      return key && key.length >= 3 ? asKey(key) : asPrefix(word);
    });
    lexicon.set(lexemes.join(' & '), lexemes);
  }
  return { match, exact, phonetic, lexicon: [...lexicon.values()] };
}

export type MatchLevel = 'exact' | 'phonetic' | 'lexicon';
const LEVELS: MatchLevel[] = ['exact', 'phonetic', 'lexicon'];

/** A lexeme (or "a | b" alternatives of one word) restricted to a weight: A is the title, D the location. */
function weighted(lexemes: string, weight: string | null): string {
  if (!weight) return lexemes;
  return lexemes
    .split(' | ')
    .map((lexeme) => (lexeme.endsWith(':*') ? `${lexeme}${weight}` : `${lexeme}:${weight}`))
    .join(' | ');
}

function groupText(group: QueryGroup, level: MatchLevel, weight: string | null): string {
  const alternatives = [
    ...group.exact,
    ...(level !== 'exact' ? group.phonetic : []),
    ...(level === 'lexicon' ? group.lexicon : []),
  ];
  const texts = [
    ...new Set(alternatives.map((lexemes) => lexemes.map((l) => `(${weighted(l, weight)})`).join(' & '))),
  ];
  return `(${texts.map((text) => `(${text})`).join(' | ')})`;
}

export interface ExpandedSearch {
  groups: QueryGroup[];
  /** What the page says it searched for: each group that the lexicon read, and the concept it read it as. */
  understood: Array<{ typed: string; conceptId: string; corrected: boolean }>;
}

export function expandSearch(lexicon: Lexicon, text: string): ExpandedSearch {
  const groups = lexicon.read(searchWords(text)).map(groupOf);
  const understood = groups.flatMap(({ match }) =>
    match.concepts.length
      ? [{ typed: match.words.join(' '), conceptId: match.concepts[0]!.id, corrected: !!match.correctedTo }]
      : [],
  );
  return { groups, understood };
}

/** Each group's typed words and its tsquery (every kind of match), for lists that also match names as typed. */
export function groupTexts(search: ExpandedSearch): Array<{ typed: string; tsquery: string }> {
  return search.groups.map((group) => ({
    typed: group.match.words.join(' '),
    tsquery: groupText(group, 'lexicon', null),
  }));
}

/** tsquery text requiring every group, at a match level, optionally only in one weight's text. */
export function tsqueryText(search: ExpandedSearch, level: MatchLevel, weight: string | null = null): string {
  return search.groups.map((group) => groupText(group, level, weight)).join(' & ');
}

/**
 * The relevance tiers, best first: in the title as typed, by sound, by the lexicon; then anywhere as typed, by sound,
 * by the lexicon. Each tier's tsquery contains the one before it, and the last is the whole match.
 */
export function relevanceTiers(search: ExpandedSearch): string[] {
  return [
    ...LEVELS.map((level) => tsqueryText(search, level, 'A')),
    ...LEVELS.map((level) => tsqueryText(search, level)),
  ];
}
