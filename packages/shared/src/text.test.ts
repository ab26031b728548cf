import { describe, expect, it } from 'vitest';
import { CARD_TEXT_MAX_LENGTH } from './limits';
import { cutToLength, excerpt } from './text';

const letters = (text: string) => [...text].length;

describe('excerpt', () => {
  it('gives a text that fits back whole, its runs of white space made one space', () => {
    expect(excerpt('  Shoot the harvest.\n\nDeliver   in a week. ', 60)).toBe(
      'Shoot the harvest. Deliver in a week.',
    );
  });

  it('cuts a long text after a whole word and marks the cut', () => {
    const text = 'Product photography for our jaggery and spice packets, '.repeat(20);
    const card = excerpt(text, CARD_TEXT_MAX_LENGTH);
    expect(letters(card)).toBeLessThanOrEqual(CARD_TEXT_MAX_LENGTH);
    expect(card.endsWith('…')).toBe(true);
    const kept = card.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // The next character of the text is the space after the last kept word.
    expect(text[kept.length]).toMatch(/[\s,]/);
    expect(letters(card)).toBeGreaterThan(CARD_TEXT_MAX_LENGTH / 2);
  });

  it('never splits a Devanagari or Kannada letter from its vowel sign, even without spaces', () => {
    for (const syllable of ['की', 'ಕೀ']) {
      const card = excerpt(syllable.repeat(400), 41);
      expect(letters(card)).toBeLessThanOrEqual(41);
      expect(card.slice(0, -1)).toBe(syllable.repeat(20));
    }
  });

  it('keeps a long first word cut by letters rather than leaving nothing', () => {
    const card = excerpt(`${'a'.repeat(500)} b`, 10);
    expect(card).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('cutToLength', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(cutToLength('📷📷📷', 2)).toBe('📷📷');
  });
});
