import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeResponse } from '@kalasetu/shared/home';
import { api } from '../../../lib/api-client';

export const homeQueryOptions = queryOptions({
  queryKey: ['home'],
  queryFn: ({ signal }) => api<HomeResponse>('/api/home', { signal }),
  staleTime: 60_000,
  retry: 1,
});

export const useHome = () => useQuery(homeQueryOptions);
