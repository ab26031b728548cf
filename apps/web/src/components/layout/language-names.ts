import type { Language } from '@kalasetu/shared/limits';

/** Each language is named in its own script, so a reader finds theirs whatever the page language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  kn: 'ಕನ್ನಡ',
  mr: 'मराठी',
};
