/**
 * A script-independent phonetic key per word (decision 271): ड्रोन, ಡ್ರೋನ್, "drone" and "dron" all key to "drn";
 * फ़ोटोग्राफ़ी, फोटोग्राफी, ಫೋಟೋಗ್ರಫಿ, "photography" and "fotografy" to "ftgrf". The database computes the same keys
 * for the text it indexes with kalasetu_phonetic_keys (migration 0021), built from these very tables by
 * `phoneticKeysSql()`; a test holds the two to one answer.
 *
 * The steps: NFC, no zero-width joiners, lower case; nukta, virama and visarga dropped (phone keyboards type फ for
 * फ़); an inherent vowel written between two Devanagari or Kannada consonants (so स-ह-ा keeps s and h apart, as
 * "sahara" does); every letter to a sound class (aspirated and plain alike: ख = क = k, श = ष = स = s, ण = न = n,
 * ळ = ल = l, ड़ = ड = d, anusvara and chandrabindu = n); romanised spellings folded (ph = f, sh = s, kh = k, w = v,
 * z = j, q = k, c = k or s, m before p or b = n); then the word's first letter (any vowel as "a") and its consonants,
 * a doubled letter once. Vowels go, because Indic scripts leave the inherent "a" unwritten and romanised Hindi spells
 * vowels freely (ee/i, oo/u, aa/a). Keys shorter than two letters are no keys.
 */

/** Each group of characters and the Latin sound class it becomes; capitals are placeholders no input contains. */
const SOUND_CLASSES: ReadonlyArray<readonly [string, string]> = [
  // Devanagari consonants, with the precomposed nukta forms.
  ['कखक़ख़', 'k'],
  ['गघग़', 'g'],
  ['ङञणनऩ', 'n'],
  ['चछ', 'C'],
  ['जझज़', 'j'],
  ['टठतथ', 't'],
  ['डढदधड़ढ़', 'd'],
  ['प', 'p'],
  ['फफ़', 'f'],
  ['बभ', 'b'],
  ['म', 'm'],
  ['यय़', 'y'],
  ['रऱ', 'r'],
  ['लळऴ', 'l'],
  ['व', 'v'],
  ['शषस', 's'],
  ['ह', 'h'],
  // Devanagari vowels and vowel signs; ऋ and its sign are a vowel with an r.
  ['अआइईउऊऍऎएऐऑऒओऔऄॲािीुूॅॆेैॉॊोौॏॎ', 'a'],
  ['ऋॠृॄ', 'r'],
  ['ऌॡॢॣ', 'l'],
  ['ंँ', 'n'],
  ['०', '0'],
  ['१', '1'],
  ['२', '2'],
  ['३', '3'],
  ['४', '4'],
  ['५', '5'],
  ['६', '6'],
  ['७', '7'],
  ['८', '8'],
  ['९', '9'],
  ['।॥', ' '],
  // Kannada.
  ['ಕಖ', 'k'],
  ['ಗಘ', 'g'],
  ['ಙಞಣನ', 'n'],
  ['ಚಛ', 'C'],
  ['ಜಝ', 'j'],
  ['ಟಠತಥ', 't'],
  ['ಡಢದಧ', 'd'],
  ['ಪ', 'p'],
  ['ಫ', 'f'],
  ['ಬಭ', 'b'],
  ['ಮ', 'm'],
  ['ಯ', 'y'],
  ['ರಱ', 'r'],
  ['ಲಳೞ', 'l'],
  ['ವ', 'v'],
  ['ಶಷಸ', 's'],
  ['ಹ', 'h'],
  ['ಅಆಇಈಉಊಎಏಐಒಓಔಾಿೀುೂೆೇೈೊೋೌ', 'a'],
  ['ಋೠೃೄ', 'r'],
  ['ಌೡ', 'l'],
  ['ಂ', 'n'],
  ['೦', '0'],
  ['೧', '1'],
  ['೨', '2'],
  ['೩', '3'],
  ['೪', '4'],
  ['೫', '5'],
  ['೬', '6'],
  ['೭', '7'],
  ['೮', '8'],
  ['೯', '9'],
  // Latin letters with accents, and the transliteration schemes' dotted letters.
  ['àáâãäåāăąæ', 'a'],
  ['çćč', 'c'],
  ['èéêëēėęě', 'e'],
  ['ìíîïīį', 'i'],
  ['ñńňṅṇ', 'n'],
  ['òóôõöōøœ', 'o'],
  ['ùúûüūů', 'u'],
  ['ýÿ', 'y'],
  ['śšṣß', 's'],
  ['ṭ', 't'],
  ['ḍ', 'd'],
  ['ṛṝ', 'r'],
  ['ḷ', 'l'],
  ['ṁṃ', 'm'],
  ['ḥ', 'h'],
  ['žź', 'z'],
];

/** Signs that change no sound class here: nukta, virama, visarga, avagraha, Om, length marks. */
const DROPPED = '़्ःऽॐ॒॑ೕೖ಼್ಃಽ';

/** Devanagari and Kannada consonants: between two of them the script leaves an "a" unwritten. */
const CONSONANT = '[\u0915-\u0939\u0958-\u095F\u0C95-\u0CB9\u0CDE]';

/** Romanised spellings folded, in order, on the lower-case text (the capital C stands for च, छ and "ch"). */
const FOLDS: ReadonlyArray<readonly [string, string]> = [
  ['ch', 'C'],
  ['Ch', 'C'],
  ['c(?=[eiy])', 's'],
  ['ck', 'k'],
  ['c', 'k'],
  ['ph', 'f'],
  ['sh', 's'],
  ['kh', 'k'],
  ['gh', 'g'],
  ['th', 't'],
  ['dh', 'd'],
  ['bh', 'b'],
  ['jh', 'j'],
  ['q', 'k'],
  ['x', 'ks'],
  ['z', 'j'],
  ['w', 'v'],
  // Marathi writes "vi" as व्हि.
  ['vh', 'v'],
  ['m(?=[pb])', 'n'],
];

const FROM = SOUND_CLASSES.map(([chars]) => chars).join('');
const TO = SOUND_CLASSES.map(([chars, to]) => to.repeat([...chars].length)).join('');
const CLASS_OF = new Map<string, string>([...FROM].map((char, index) => [char, TO[index]!]));

const ZERO_WIDTH = /\u200C|\u200D|\u00AD|\uFEFF/g;
const DROPPED_RE = new RegExp(
  `[${[...DROPPED].map((char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`).join('')}]`,
  'g',
);
const INHERENT_VOWEL = new RegExp(`(${CONSONANT})(?=${CONSONANT})`, 'g');
const FOLD_RES = FOLDS.map(([from, to]) => [new RegExp(from, 'g'), to] as const);

/** The text in sound classes: Latin letters and digits, other characters as they were. */
export function soundClasses(text: string): string {
  let value = text.normalize('NFC').replace(ZERO_WIDTH, '').toLowerCase().replace(DROPPED_RE, '');
  value = value.replace(INHERENT_VOWEL, '$1a');
  value = [...value].map((char) => CLASS_OF.get(char) ?? char).join('');
  for (const [re, to] of FOLD_RES) value = value.replace(re, to);
  return value.toLowerCase();
}

/** The key of one word already in sound classes, or null when it is shorter than two letters or not a word. */
function keyOfWord(word: string): string | null {
  if (!/^[a-z]/.test(word)) return null;
  const first = /^[aeiouy]/.test(word) ? 'a' : word[0]!;
  const key = (first + word.slice(1).replace(/[aeiouy]/g, '')).replace(/(.)\1+/g, '$1');
  return key.length >= 2 ? key : null;
}

/** The phonetic keys of every word of a text, in order, each once. */
export function phoneticKeys(text: string): string[] {
  const keys = soundClasses(text)
    .split(/[^a-z0-9]+/)
    .map(keyOfWord)
    .filter((key): key is string => key !== null);
  return [...new Set(keys)];
}

/** Keys of words already seen: the lexicon's words come up in every search that names them. */
const KEY_MEMO = new Map<string, string | null>();
const KEY_MEMO_MAX = 20_000;

/** The key of one word (the first key of the text), or null. */
export function phoneticKey(word: string): string | null {
  let key = KEY_MEMO.get(word);
  if (key === undefined) {
    key = phoneticKeys(word)[0] ?? null;
    if (KEY_MEMO.size >= KEY_MEMO_MAX) KEY_MEMO.clear();
    KEY_MEMO.set(word, key);
  }
  return key;
}

/** Keys go into the search index behind this mark, so a key never meets a real word ("drn" typed as a word). */
export const PHONETIC_KEY_MARK = '0';

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The SQL function the migration creates: the same steps with the same tables, so the keys of indexed text and of a
 * typed word agree. Its result is the text's keys, each behind PHONETIC_KEY_MARK, separated by spaces.
 */
export function phoneticKeysSql(): string {
  let folded = `translate(regexp_replace(translate(lower(kalasetu_search_text($1)), ${sqlString(DROPPED)}, ''), ${sqlString(`(${CONSONANT})(?=${CONSONANT})`)}, '\\1a', 'g'), ${sqlString(FROM)}, ${sqlString(TO)})`;
  for (const [from, to] of FOLDS)
    folded = `regexp_replace(${folded}, ${sqlString(from)}, ${sqlString(to)}, 'g')`;
  return `CREATE OR REPLACE FUNCTION kalasetu_phonetic_keys(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT coalesce(string_agg(${sqlString(PHONETIC_KEY_MARK)} || key, ' ' ORDER BY position), '')
  FROM (
    SELECT key, min(position) AS position
    FROM (
      SELECT regexp_replace(
          CASE WHEN left(word, 1) ~ '[aeiouy]' THEN 'a' ELSE left(word, 1) END
            || regexp_replace(substr(word, 2), '[aeiouy]', '', 'g'),
          '(.)\\1+', '\\1', 'g') AS key, position
      FROM regexp_split_to_table(lower(${folded}), '[^a-z0-9]+') WITH ORDINALITY AS words(word, position)
      WHERE word ~ '^[a-z]'
    ) AS keyed
    WHERE length(key) >= 2
    GROUP BY key
  ) AS distinct_keys
$$`;
}
