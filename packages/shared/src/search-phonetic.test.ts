import { describe, expect, it } from 'vitest';
import { phoneticKey, phoneticKeys, soundClasses } from './search-phonetic';

/** Each group: one word in Devanagari, Kannada and Latin letters, and loose romanised spellings, with its key. */
const SAME_WORD: Array<[string, string[]]> = [
  ['drn', ['ड्रोन', 'ಡ್ರೋನ್', 'drone', 'dron', 'DRONE']],
  ['ftst', ['फोटोशूट', 'ಫೋಟೋಶೂಟ್', 'photoshoot', 'fotoshoot']],
  ['snh', ['स्नेहा', 'ಸ್ನೇಹಾ', 'Sneha', 'sneeha']],
  ['kt', ['खेती', 'kheti', 'khetee']],
  ['ftgrf', ['फ़ोटोग्राफ़ी', 'फोटोग्राफी', 'ಫೋಟೋಗ್ರಫಿ', 'photography', 'fotografy', 'photografi']],
  ['vd', ['वीडियो', 'video', 'vidio', 'veedio']],
  ['hbl', ['हुबली', 'ಹುಬ್ಬಳ್ಳಿ', 'Hubballi', 'Hubli']],
  ['nsk', ['नाशिक', 'Nashik']],
  ['sd', ['शादी', 'shaadi', 'shadi']],
  ['mnb', ['मुंबई', 'mumbai', 'Mumbai']],
  ['snts', ['संतोष', 'सन्तोष', 'santosh']],
  ['krs', ['कृषि', 'krishi']],
  ['argnk', ['ऑर्गेनिक', 'organic']],
  ['ktlg', ['कैटलॉग', 'catalogue', 'catalog']],
  ['msl', ['मसाला', 'ಮಸಾಲಾ', 'masala', 'masaala']],
  ['ctrn', ['छायाचित्रण', 'chhayachitran', 'chayachitran']],
];

describe('the phonetic key', () => {
  it.each(SAME_WORD)('keys every script and spelling of a word alike: %s', (key, spellings) => {
    for (const spelling of spellings) expect(phoneticKey(spelling), spelling).toBe(key);
  });

  it('ignores nukta, zero-width joiners, chandrabindu against anusvara, and doubled letters', () => {
    expect(phoneticKey('ज़री')).toBe(phoneticKey('जरी'));
    expect(phoneticKey('ड़ी')).toBe(phoneticKey('डी'));
    expect(phoneticKey('ಕನ್\u200Dನಡ')).toBe(phoneticKey('ಕನ್ನಡ'));
    expect(phoneticKey('हँसी')).toBe(phoneticKey('हंसी'));
    expect(phoneticKey('coffee')).toBe(phoneticKey('cofee'));
  });

  it('keeps consonants apart where the script leaves a vowel unwritten', () => {
    // स-ह-ा is "sahara", not "shara": the h is no aspirate of the s.
    expect(phoneticKey('सहारा')).toBe(phoneticKey('sahara'));
    expect(phoneticKey('सहारा')).not.toBe(phoneticKey('shara'));
  });

  it('tells different words apart', () => {
    expect(phoneticKey('drone')).not.toBe(phoneticKey('video'));
    expect(phoneticKey('photography')).not.toBe(phoneticKey('videography'));
    expect(phoneticKey('Pune')).not.toBe(phoneticKey('Nashik'));
  });

  it('keys each word of a text once, in order, and no key for one-letter words or numbers', () => {
    expect(phoneticKeys('Drone video of the drone, 2024 a')).toEqual(['drn', 'vd', 'af']);
    expect(phoneticKeys('')).toEqual([]);
    expect(soundClasses('Chhaya')).toBe('caya');
  });
});
