import { queryOptions, useQuery } from '@tanstack/react-query';
import { listShowcase } from '@kalasetu/shared/api/home';
import { request } from './api-client';

export const showcaseQueryOptions = queryOptions({
  queryKey: ['showcase'] as const,
  queryFn: ({ signal }) => request(listShowcase, { signal }),
  staleTime: 5 * 60_000,
});

export const useShowcase = () => useQuery(showcaseQueryOptions);
