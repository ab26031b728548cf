import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@kalasetu/shared/limits';
import { isLanguage, sharedMessages } from '@kalasetu/shared/messages';
import { loadFontsFor } from './fonts';

type Bundle = Record<string, unknown>;

/** English ships in the main bundle; other languages load on demand. Each file is one top-level key (its name). */
const english = import.meta.glob<Bundle>('../locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<Bundle>(
  ['../locales/hi/*.json', '../locales/kn/*.json', '../locales/mr/*.json'],
  { import: 'default' },
);

function bundleFrom(files: Record<string, Bundle>, shared: Bundle): Bundle {
  const bundle: Bundle = { ...shared };
  for (const [file, content] of Object.entries(files)) {
    const name = file
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    bundle[name] = content;
  }
  return bundle;
}

async function loadBundle(lang: Language): Promise<Bundle> {
  const entries = Object.entries(others).filter(([file]) => file.includes(`/locales/${lang}/`));
  const files = Object.fromEntries(
    await Promise.all(entries.map(async ([file, load]) => [file, await load()] as const)),
  );
  return bundleFrom(files, sharedMessages[lang] as Bundle);
}

/** Only the four supported languages are accepted from storage; anything else falls back to English. */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export async function changeLanguage(lang: Language) {
  const fonts = loadFontsFor(lang);
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    i18n.addResourceBundle(lang, 'translation', await loadBundle(lang), true, true);
  }
  await fonts;
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this visit only
  }
}

export async function initI18n() {
  const lang = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: bundleFrom(english, sharedMessages.en as Bundle) } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (lang !== 'en') await changeLanguage(lang);
  document.documentElement.lang = lang;
  return i18n;
}

export { i18n };
