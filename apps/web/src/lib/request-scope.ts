/**
 * What differs between two pages the server renders at the same time (decision 140): the clock the page reads and
 * the way its API requests leave. The server renderer keeps each request's scope in an AsyncLocalStorage and tells
 * this module once, as it loads, how to find the current one (entry-server.tsx); the browser has none.
 */
export interface RequestScope {
  /** "Now" for relative times and badges: the moment the server rendered the page. */
  now: number;
  /** The API as this page's fetch: the server's own routes, in process, as a signed-out visitor. */
  fetch: typeof fetch;
}

let current: () => RequestScope | undefined = () => undefined;

/** entry-server.tsx, once: how the current request's scope is found. */
export function findRequestScopeWith(lookup: () => RequestScope | undefined) {
  current = lookup;
}

/** The scope of the page being rendered on the server; undefined in the browser. */
export const requestScope = (): RequestScope | undefined => current();
