import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The browser's client (main.tsx); the server makes one per rendered page with `retry: false` (entry-server.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
