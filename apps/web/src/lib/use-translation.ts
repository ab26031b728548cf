import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/** What a component translates with: `t` in the page's language, and the i18next instance for its language. */
export interface Texts {
  t: TFunction;
  i18n: I18n;
}

interface TextsStore {
  read(): Texts;
  subscribe(listener: () => void): () => void;
}

/** One store per i18next instance (the browser's one, or each server render's own), dropped with it. */
const stores = new WeakMap<I18n, TextsStore>();

/**
 * Texts asked for by key alone, per language, kept per resource store: the server's renders all share one store, which
 * never changes after it is built (entry-server.tsx), so a text is looked up once per language, not once per call.
 */
const plainTexts = new WeakMap<object, Map<string, Map<string, string>>>();

function plainTextsOf(i18n: I18n, language: string): Map<string, string> {
  let byLanguage = plainTexts.get(i18n.store);
  if (!byLanguage) plainTexts.set(i18n.store, (byLanguage = new Map()));
  let texts = byLanguage.get(language);
  if (!texts) byLanguage.set(language, (texts = new Map()));
  return texts;
}

/**
 * i18next's translator in `language`, remembering what a key alone gives: i18next parses the key, walks the texts and
 * runs the interpolation for every call, a tenth of a page's render. A key with options (counts, names) is translated
 * each time. A key not found (i18next gives back the key) is not kept, so texts added later without an event still
 * show on the next render, and keys built from a visitor's data (a skill id) can never keep more than the texts hold.
 */
function translator(i18n: I18n, language: string): TFunction {
  // i18next's overloads and brand do not describe a wrapper; this one takes and gives what the wrapped one does.
  const fixed = i18n.getFixedT(language) as unknown as (...args: unknown[]) => unknown;
  const kept = plainTextsOf(i18n, language);
  const translate = (key: unknown, ...rest: unknown[]): unknown => {
    if (rest.length > 0 || typeof key !== 'string') return fixed(key, ...rest);
    const known = kept.get(key);
    if (known !== undefined) return known;
    const text: unknown = fixed(key);
    if (typeof text === 'string' && text !== key) kept.set(key, text);
    return text;
  };
  return translate as unknown as TFunction;
}

/** Texts were added or changed: nothing kept for this store is served again. */
const forgetPlainTexts = (i18n: I18n) => plainTexts.delete(i18n.store);

function storeOf(i18n: I18n): TextsStore {
  const known = stores.get(i18n);
  if (known) return known;
  let language = i18n.language;
  let current: Texts = { t: translator(i18n, language), i18n };
  const listeners = new Set<() => void>();
  const refresh = () => {
    language = i18n.language;
    current = { t: translator(i18n, language), i18n };
  };
  const changed = () => {
    forgetPlainTexts(i18n);
    refresh();
    for (const listener of listeners) listener();
  };
  const store: TextsStore = {
    // A language changed before the first component subscribed is noticed here.
    read() {
      if (language !== i18n.language) refresh();
      return current;
    },
    subscribe(listener) {
      // Only a mounted component listens: the server renders without subscribing, so a render's instance (which
      // shares the texts' store with every other render) gets no listener that would outlive it.
      if (listeners.size === 0) {
        i18n.on('languageChanged', changed);
        i18n.store.on('added', changed);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        i18n.off('languageChanged', changed);
        i18n.store.off('added', changed);
      };
    },
  };
  stores.set(i18n, store);
  return store;
}

/**
 * The page's texts, as react-i18next's `useTranslation()` gives them, for a fraction of its cost: every component
 * shares one translator per language, where react-i18next builds a translator and a copy of the i18next instance for
 * each component it renders (a tenth of a server render's CPU, and as much of the hydration work on a phone; decision
 * 328). A component re-renders when the language changes or texts are added, as with react-i18next.
 */
export function useTranslation(): Texts {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const store = storeOf(i18n);
  return useSyncExternalStore(store.subscribe, store.read, store.read);
}
