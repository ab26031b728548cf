import i18n, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from '@kalasetu/shared/limits';
import type { CalendarText } from './calendar-text/types';
import { loadFontsFor } from './fonts';
import { addCalendarText } from './format';

type Bundle = Record<string, unknown>;

/** i18next's options on both sides: the browser here, the server renderer in entry-server.tsx. */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
} as const satisfies InitOptions;

/**
 * The first page (layout and home) ships with the English texts it shows; every other English file loads just
 * after the first paint or before another route renders (app/router.tsx), and other languages load on demand.
 * Each file is one top-level key (its name). This list is the one place that says which files the first page ships;
 * a key missed here appears a moment later (components re-render when texts are added), never as a failure.
 * locales/english-rest.ts brings every English file and the shared server messages (validation, errors), which only
 * forms and signed-in pages show.
 */
const firstPage = import.meta.glob<Bundle>(
  [
    '../locales/en/common.json',
    '../locales/en/nav.json',
    '../locales/en/footer.json',
    '../locales/en/home.json',
    '../locales/en/errorView.json',
    '../locales/en/notFound.json',
  ],
  { eager: true, import: 'default' },
);
const others = import.meta.glob<Bundle>(
  ['../locales/hi/*.json', '../locales/kn/*.json', '../locales/mr/*.json'],
  { import: 'default' },
);
const sharedOthers = import.meta.glob<Bundle>(
  ['../../../../packages/shared/src/messages/*.json', '!../../../../packages/shared/src/messages/en.json'],
  { import: 'default' },
);

// The date and relative-time texts of the other languages (decision 135); English's ships with lib/format.ts.
const calendarTexts = import.meta.glob<CalendarText>(
  ['./calendar-text/hi.ts', './calendar-text/kn.ts', './calendar-text/mr.ts'],
  { import: 'default' },
);

function bundleFrom(files: Record<string, Bundle>, shared: Bundle = {}): Bundle {
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

async function loadAll(loaders: Record<string, () => Promise<Bundle>>): Promise<Record<string, Bundle>> {
  return Object.fromEntries(
    await Promise.all(Object.entries(loaders).map(async ([file, load]) => [file, await load()] as const)),
  );
}

async function loadBundle(lang: Language): Promise<Bundle> {
  const pick = (loaders: Record<string, () => Promise<Bundle>>, folder: string) =>
    Object.fromEntries(Object.entries(loaders).filter(([file]) => file.includes(folder)));
  const [files, shared] = await Promise.all([
    loadAll(pick(others, `/locales/${lang}/`)),
    loadAll(pick(sharedOthers, `/messages/${lang}.json`)),
    calendarTexts[`./calendar-text/${lang}.ts`]?.().then((text) => addCalendarText(lang, text)),
  ]);
  return bundleFrom(files, Object.values(shared)[0]);
}

let englishLoaded: Promise<void> | null = null;

/** i18next's store takes a sixth argument its types do not name. */
type AddBundle = (
  lng: string,
  ns: string,
  resources: Bundle,
  deep: boolean,
  overwrite: boolean,
  options: { silent: boolean; skipCopy: boolean },
) => void;

/**
 * Adds a language's texts, file by file (each file is one top-level key). Not merged key by key and not copied, as
 * i18next does by default: a file's texts arrive once and whole, and they are the files' own objects, which nothing
 * changes. The copy and the deep merge of every English text were a long task on a phone while a page loaded.
 * `silent` leaves out the `added` event, which re-renders every translated component on screen.
 */
function addBundle(lang: Language, bundle: Bundle, silent: boolean) {
  (i18n.addResourceBundle as unknown as AddBundle)(lang, 'translation', bundle, false, true, {
    silent,
    skipCopy: true,
  });
}

/** Every English text (also the fallback of the other languages); loads once. */
export function loadAllEnglish(): Promise<void> {
  // One chunk (locales/english-rest.ts), not twenty requests.
  englishLoaded ??= import('../locales/english-rest').then(({ allEnglish, sharedEnglish }) => {
    // Silently: nothing on screen shows these texts yet (every other route waits for them before rendering), and the
    // event would re-render the page just loaded while it is still loading (docs/web-performance.md).
    addBundle('en', bundleFrom(allEnglish, sharedEnglish), true);
  });
  return englishLoaded;
}

/** The language stored in this browser, if any; only the four supported languages are accepted. */
export function storedChoice(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storedLanguage(): Language {
  return storedChoice() ?? DEFAULT_LANGUAGE;
}

export async function changeLanguage(lang: Language) {
  const needsBundle = lang !== 'en' && !i18n.hasResourceBundle(lang, 'translation');
  const [bundle] = await Promise.all([
    needsBundle ? loadBundle(lang) : null,
    loadFontsFor(lang),
    loadAllEnglish(),
  ]);
  if (bundle) addBundle(lang, bundle, false);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  rememberLanguage(lang);
}

/** Kept in storage for the browser and in a cookie for the server, which renders public pages in it. */
function rememberLanguage(lang: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this visit only
  }
}

/** The page's language: the one the server rendered it in (`rendered`), else the stored choice. */
export async function initI18n(rendered?: Language) {
  const lang = rendered ?? storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: bundleFrom(firstPage) } },
    lng: 'en',
    ...I18N_OPTIONS,
    // Texts added after the first paint (the rest of English, another language) re-render what shows them.
    react: { bindI18nStore: 'added' },
  });
  if (lang !== 'en') await changeLanguage(lang);
  // Only when it differs: setting `lang` on <html>, even to the same value, restyles the whole page (a long task on a
  // slow phone right before hydration).
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  // The server renders public pages in the cookie's language: whenever a choice is stored, the cookie says it (also
  // when it was lost or stored before the cookie existed), so the next page's first HTML is in that language.
  const stored = storedChoice();
  if (stored && !document.cookie.split(/;\s*/).includes(`${LANGUAGE_COOKIE}=${stored}`))
    rememberLanguage(stored);
  return i18n;
}

export { i18n };
