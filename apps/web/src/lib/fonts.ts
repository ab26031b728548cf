import type { Language } from '@kalasetu/shared/limits';
import '../fonts/latin.css';

/**
 * Each script's font arrives only with a language that is written in it: an English reader never downloads
 * Devanagari or Kannada, and `unicode-range` keeps even those files from loading until such text is on screen.
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
