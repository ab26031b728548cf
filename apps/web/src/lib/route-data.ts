import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** What the server hands every loader (entry-server.tsx, `handler.query(request, { requestContext })`). */
export interface ServerLoadContext {
  queryClient: QueryClient;
}

/** The browser's one client (main.tsx): the browser has one reader, so a module-level client is theirs alone. */
let browserClient: QueryClient | null = null;
export function setBrowserQueryClient(client: QueryClient) {
  browserClient = client;
}

function isServerContext(context: unknown): context is ServerLoadContext {
  return typeof context === 'object' && context !== null && 'queryClient' in context;
}

/**
 * A route loader's body: `load` asks the client for the queries its page shows (`ensureQueryData`,
 * `ensureInfiniteQueryData`). On the server they are fetched before the one render, and a failure fails the load
 * (the server then sends the app's shell). In the browser they start as the route is entered and the page does not
 * wait for them: it shows its own loading and error states, as it always has.
 */
export async function preload(
  context: unknown,
  load: (client: QueryClient) => Array<Promise<unknown>>,
): Promise<null> {
  if (isServerContext(context)) {
    await Promise.all(load(context.queryClient));
  } else if (browserClient) {
    for (const pending of load(browserClient)) pending.catch(() => undefined);
  }
  return null;
}

/**
 * Why a page the server began could not be rendered, or null when that is expected: a loader's API answer in the 4xx
 * range (a job that is gone, too many requests) makes the browser render the page and its own message. Anything else
 * (an API that failed, a module that did not load) is a fault, and the server logs it before sending the shell.
 */
export function renderFault(errors: Record<string, unknown> | null | undefined): Error | null {
  const faults = Object.entries(errors ?? {}).filter(
    ([, error]) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  );
  if (faults.length === 0) return null;
  const said = faults.map(
    ([route, error]) => `${route}: ${error instanceof Error ? error.message : String(error)}`,
  );
  return new Error(`a route could not load (${said.join('; ')})`, { cause: faults[0]![1] });
}
