import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHome } from '@kalasetu/shared/api/home';
import { request } from '../../../lib/api-client';

export const homeQueryOptions = queryOptions({
  queryKey: ['home'],
  queryFn: ({ signal }) => request(getHome, { signal }),
  staleTime: 60_000,
  retry: 1,
});

export const useHome = () => useQuery(homeQueryOptions);
