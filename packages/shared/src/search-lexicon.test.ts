import { describe, expect, it } from 'vitest';
import { INDIA_STATE_DISTRICTS } from './india-locations';
import { INDUSTRIES } from './options';
import { JOB_CATEGORIES } from './job-categories';
import { SKILLS } from './skills';
import { builtInLexicon, editDistance, wordsOf } from './search-lexicon';
import { BIG_TOWNS, PLACE_NAMES } from './search-lexicon-places';
import { LEXICON_WORDS } from './search-lexicon-words';
import { expandSearch, englishStems, searchWords, tsqueryText } from './search-query';

const lexicon = builtInLexicon();
const conceptsOf = (text: string) =>
  lexicon.read(wordsOf(text)).flatMap((match) => match.concepts.map((c) => c.id));

describe('the search lexicon', () => {
  it('has every skill, job category and industry of the taxonomy, with its English name and synonyms', () => {
    for (const skill of SKILLS) {
      expect(lexicon.concepts.has(skill.id), skill.id).toBe(true);
      for (const text of [skill.name, ...skill.synonyms]) expect(conceptsOf(text), text).toContain(skill.id);
    }
    for (const id of [...JOB_CATEGORIES, ...INDUSTRIES]) expect(lexicon.concepts.has(id), id).toBe(true);
  });

  it('has every district and big town as a place', () => {
    for (const district of Object.values(INDIA_STATE_DISTRICTS).flat())
      expect(lexicon.concepts.has(`place:${district}`), district).toBe(true);
    for (const town of Object.keys(BIG_TOWNS)) expect(lexicon.concepts.has(`place:${town}`), town).toBe(true);
    for (const place of Object.keys(PLACE_NAMES))
      expect(lexicon.concepts.has(`place:${place}`), place).toBe(true);
  });

  it('is well formed: unique ids, four labels, no empty or doubled term', () => {
    const ids = LEXICON_WORDS.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [id, labels, terms] of LEXICON_WORDS) {
      expect(
        labels.every((label) => label.trim().length > 0),
        id,
      ).toBe(true);
      const list = terms.split('|');
      expect(
        list.every((term) => wordsOf(term).length > 0),
        id,
      ).toBe(true);
      expect(new Set(list).size, id).toBe(list.length);
    }
  });

  it('reads a word in any of the four languages, any script or spelling, as the same concept', () => {
    for (const text of ['wedding', 'शादी', 'विवाह', 'लग्न', 'ಮದುವೆ', 'shaadi', 'shadi'])
      expect(conceptsOf(text), text).toContain('wedding');
    for (const text of ['photography', 'फोटोग्राफी', 'फ़ोटोग्राफ़ी', 'छायाचित्रण', 'ಛಾಯಾಗ್ರಹಣ', 'photographer'])
      expect(conceptsOf(text), text).toContain('photography');
    for (const text of ['Hubballi', 'Hubli', 'हुबली', 'ಹುಬ್ಬಳ್ಳಿ'])
      expect(conceptsOf(text), text).toContain('place:Hubballi');
    for (const text of ['Bangalore', 'Bengaluru', 'ಬೆಂಗಳೂರು'])
      expect(conceptsOf(text), text).toContain('place:Bengaluru Urban');
    expect(conceptsOf('kheti')).toContain('agriculture');
    expect(conceptsOf('reels')).toContain('content-creation');
  });

  it('reads phrases before their words, and a typo of a lexicon word as the word', () => {
    const [match] = lexicon.read(['product', 'shoot']);
    expect(match!.concepts.map((c) => c.id)).toContain('product-shoot');
    // A typo that changes a consonant changes the key too: the spelling correction reads it.
    const [typo] = lexicon.read(['photograqhy']);
    expect(typo).toMatchObject({ correctedTo: 'photography' });
    expect(lexicon.read(['zqxjv'])[0]!.concepts).toEqual([]);
    expect(editDistance('photgraphy', 'photography')).toBe(1);
    expect(editDistance('recieve', 'receive')).toBe(1);
  });

  it('takes an admin synonym without rebuilding, into a concept or as words of its own', () => {
    const extended = lexicon.withSynonyms([
      { term: 'kalyanam', meaning: 'wedding' },
      { term: 'zqfoo', meaning: 'bar baz' },
    ]);
    expect(extended.read(['kalyanam'])[0]!.concepts.map((c) => c.id)).toEqual(['wedding']);
    expect(extended.read(['zqfoo'])[0]!.concepts.map((c) => c.id)).toEqual(['synonym:bar baz']);
    expect(lexicon.read(['kalyanam'])[0]!.concepts).toEqual([]);
  });
});

describe('a search as tsquery text', () => {
  it('drops stop words, unless nothing else is left', () => {
    expect(searchWords('wedding photography in Hubli')).toEqual(['wedding', 'photography', 'hubli']);
    expect(searchWords('शादी की फोटोग्राफी')).toEqual(['शादी', 'फोटोग्राफी']);
    expect(searchWords('in the')).toEqual(['in', 'the']);
  });

  it('strips English endings to stems matched as prefixes', () => {
    expect(englishStems('photographers')).toContain('photograph');
    expect(englishStems('weaving')).toContain('weav');
    expect(englishStems('mangoes')).toContain('mango');
    expect(englishStems('फोटो')).toEqual([]);
  });

  it('requires every group, each as typed, by sound or by the lexicon, and restricts to a weight', () => {
    const search = expandSearch(lexicon, 'dron vidio');
    const text = tsqueryText(search, 'lexicon');
    expect(text.split(') & (').length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('0drn');
    expect(text).toContain('0vd');
    expect(tsqueryText(search, 'exact')).toBe('(((dron:*))) & (((vidio:*)))');
    expect(tsqueryText(search, 'exact', 'A')).toBe('(((dron:*A))) & (((vidio:*A)))');
    expect(search.understood.map((u) => u.conceptId)).toEqual(['drone-operation', 'videography']);
  });
});
