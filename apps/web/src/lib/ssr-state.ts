import type { DehydratedState } from '@tanstack/react-query';
import { isLanguage, type Language } from '@kalasetu/shared/limits';

/** What a page rendered on the server hands to the browser, in `<script type="application/json" id="ssr-state">`. */
export interface SsrState {
  lang: Language;
  /** The server's clock when it rendered (lib/format.ts holdClock). */
  now: number;
  /** The API replies the page showed (TanStack Query dehydrate), so the browser does not ask again. */
  queries: DehydratedState;
  /** What the route loaders returned (React Router's hydration data): the browser's router starts from it. */
  loaderData: Record<string, unknown>;
}

export const SSR_STATE_ID = 'ssr-state';

/**
 * A script element that is data, not code (the Content-Security-Policy allows no inline scripts). Every `<` is
 * written `\u003c`, so no text in it (a job title with `</script>`) can close the element or open a comment.
 */
export function ssrStateScript(state: SsrState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}

export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as SsrState;
    return isLanguage(state.lang) ? state : null;
  } catch {
    return null;
  }
}
