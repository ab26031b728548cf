import en from './messages/en.json';
import hi from './messages/hi.json';
import kn from './messages/kn.json';
import mr from './messages/mr.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './limits';

/**
 * Messages both sides need: validation and error texts, and e-mails. The web app merges these
 * into its own resources; the server translates refusals with them.
 */
export const sharedMessages = { en, hi, kn, mr } as const;

// In limits.ts, so the browser can check a language without importing every language's messages (decision 127).
export { isLanguage };

/** `Accept-Language: kn-IN,kn;q=0.9,en;q=0.8` → 'kn'. Anything unknown falls back to English. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: (tag ?? '').toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return (ranked.find((entry) => isLanguage(entry.lang))?.lang as Language | undefined) ?? DEFAULT_LANGUAGE;
}

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Falls back to English, then to the key itself, as the web app does. */
export function translate(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = lookup(sharedMessages[lang] as Tree, key) ?? lookup(sharedMessages.en as Tree, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
