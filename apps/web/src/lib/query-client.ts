import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Whether a failed read is asked again (twice at most, after 1 s and 2 s): a refusal for what was asked (4xx) stands,
 * except "too many at once" (a search sent while the same visitor's others were still being made), which is asked
 * again once those are done.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return true;
  return error.code === 'too_many_at_once';
}

/** The browser's client (main.tsx); the server makes one per rendered page with `retry: false` (entry-server.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        retry: retryRead,
      },
    },
  });
}
