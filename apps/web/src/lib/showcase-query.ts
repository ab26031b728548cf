import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShowcaseListResponse } from '@kalasetu/shared/showcase';
import { api } from './api-client';

export const showcaseQueryOptions = queryOptions({
  queryKey: ['showcase'] as const,
  queryFn: ({ signal }) => api<ShowcaseListResponse>('/api/showcase', { signal }),
  staleTime: 5 * 60_000,
});

export const useShowcase = () => useQuery(showcaseQueryOptions);
