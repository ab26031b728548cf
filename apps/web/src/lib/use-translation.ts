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

function storeOf(i18n: I18n): TextsStore {
  const known = stores.get(i18n);
  if (known) return known;
  let language = i18n.language;
  let current: Texts = { t: i18n.getFixedT(language), i18n };
  const listeners = new Set<() => void>();
  const refresh = () => {
    language = i18n.language;
    current = { t: i18n.getFixedT(language), i18n };
  };
  const changed = () => {
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
