import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorDirectoryQuery, CreatorDirectoryResponse } from '@kalasetu/shared/people';
import { api } from '../../../lib/api-client';
import { toCreatorParams } from '../utils/directory-params';

export const creatorsQueryKey = (query: CreatorDirectoryQuery) => ['creators', 'list', query] as const;

export const creatorsQueryOptions = (query: CreatorDirectoryQuery) =>
  queryOptions({
    queryKey: creatorsQueryKey(query),
    queryFn: ({ signal }) =>
      api<CreatorDirectoryResponse>(`/api/creators?${toCreatorParams(query).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCreators = (query: CreatorDirectoryQuery) => useQuery(creatorsQueryOptions(query));
