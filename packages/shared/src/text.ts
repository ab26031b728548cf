/** Cutting user text to a length without breaking what a reader sees as one letter. */

/** Cuts `text` to at most `max` characters without splitting a letter from its vowel sign (Devanagari, Kannada). */
export function cutToLength(text: string, max: number): string {
  if ([...text].length <= max) return text;
  let out = '';
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if ([...out].length + [...segment].length > max) break;
    out += segment;
  }
  return out;
}

/**
 * The start of a long text for a card that shows a few lines of it: runs of white space made one space, and, when
 * the text is longer than `max` characters, cut at the last space that keeps at least half of them (a word is not
 * split; a letter never is) and ended with "…". A text that fits comes back with only its white space tidied.
 */
export function excerpt(text: string, max: number): string {
  const tidy = text.replace(/\s+/g, ' ').trim();
  if ([...tidy].length <= max) return tidy;
  const cut = cutToLength(tidy, max - 1);
  const space = cut.lastIndexOf(' ');
  const words = space >= cut.length / 2 ? cut.slice(0, space) : cut;
  return `${words.trimEnd()}…`;
}
