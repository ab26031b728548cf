import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@kalasetu/shared/profiles';
import { api } from '../../api-client';

export const meQueryKey = ['me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => api<MeResponse>('/api/me', { signal }),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

export const useMe = () => useQuery(meQueryOptions);
