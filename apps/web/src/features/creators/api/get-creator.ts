import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCreator } from '@kalasetu/shared/api/profiles';
import { request } from '../../../lib/api-client';

export const creatorQueryKey = (id: string) => ['creators', 'detail', id] as const;

export const creatorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: creatorQueryKey(id),
    queryFn: ({ signal }) => request(getCreator, { params: { id }, signal }),
  });

export const useCreator = (id: string) => useQuery(creatorQueryOptions(id));
