import type { Language } from '@kalasetu/shared/limits';

/**
 * A page in Hindi, Marathi or Kannada declares its script's font over all its ranges (₹ and the joiners included).
 * Every page also declares those fonts for the scripts' letters alone (fonts/other-scripts.css, after the first
 * paint: loadOtherScriptFonts), so a Kannada job title on an English page is drawn in Noto rather than left to the phone; `unicode-range` keeps any file from loading until its
 * letters are on screen.
 */
const SCRIPT_FONTS: Partial<Record<Language, () => Promise<unknown>>> = {
  hi: () => import('../fonts/devanagari.css'),
  mr: () => import('../fonts/devanagari.css'),
  kn: () => import('../fonts/kannada.css'),
};

export async function loadFontsFor(lang: Language): Promise<void> {
  try {
    await SCRIPT_FONTS[lang]?.();
  } catch {
    // A missing font chunk is not worth an error: the system font still renders the script.
  }
}

/** Noto for Hindi, Marathi and Kannada letters on a page in any language; called once the page has painted. */
export function loadOtherScriptFonts(): void {
  import('../fonts/other-scripts.css').catch(() => {
    // As above: the system font still renders the script.
  });
}
