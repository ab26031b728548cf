import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@kalasetu/shared/accounts';
import { getAuthProviders } from '@kalasetu/shared/api/accounts';
import { ApiError, request } from '../../../lib/api-client';

const NONE: AuthProviders = { google: false };

export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth-providers'],
  // A server without the endpoint (or any refusal) offers e-mail only.
  queryFn: async ({ signal }) => {
    try {
      return await request(getAuthProviders, { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return NONE;
      throw error;
    }
  },
  staleTime: Infinity,
  retry: 1,
  // The same for every viewer: a sign-in or sign-up must not reset it (lib/auth/auth-provider.tsx).
  meta: { sameForEveryone: true },
});

/** Which sign-in methods the server offers. */
export const useAuthProviders = () => useQuery(authProvidersQueryOptions);
