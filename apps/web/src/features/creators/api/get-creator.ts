import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorProfile } from '@kalasetu/shared/people';
import { api } from '../../../lib/api-client';

export const creatorQueryKey = (id: string) => ['creators', 'detail', id] as const;

export const creatorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: creatorQueryKey(id),
    queryFn: ({ signal }) => api<CreatorProfile>(`/api/creators/${encodeURIComponent(id)}`, { signal }),
  });

export const useCreator = (id: string) => useQuery(creatorQueryOptions(id));
