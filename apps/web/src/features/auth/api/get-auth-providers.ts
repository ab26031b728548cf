import { queryOptions, useQuery } from '@tanstack/react-query';
import { authProvidersResponseSchema, type AuthProviders } from '@kalasetu/shared/accounts';
import { api, ApiError } from '../../../lib/api-client';

const NONE: AuthProviders = { google: false };

/** Which sign-in methods the server offers. A server without the endpoint (or any refusal) offers e-mail only. */
export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  try {
    return authProvidersResponseSchema.parse(await api<unknown>('/api/accounts/providers', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return NONE;
    throw error;
  }
}

export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth-providers'],
  queryFn: ({ signal }) => getAuthProviders(signal),
  staleTime: Infinity,
  retry: 1,
  // The same for every viewer: a sign-in or sign-up must not reset it (lib/auth/auth-provider.tsx).
  meta: { sameForEveryone: true },
});

export const useAuthProviders = () => useQuery(authProvidersQueryOptions);
