import type { QueryClient } from '@tanstack/react-query';

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
