import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchCreators } from '@kalasetu/shared/api/profiles';
import type { CreatorDirectoryQuery } from '@kalasetu/shared/people';
import { request } from '../../../lib/api-client';
import { creatorSearch } from '../utils/directory-params';

export const creatorsQueryOptions = (query: CreatorDirectoryQuery) =>
  queryOptions({
    queryKey: ['creators', 'list', query] as const,
    queryFn: ({ signal }) => request(searchCreators, { query: creatorSearch(query), signal }),
    placeholderData: keepPreviousData,
  });

export const useCreators = (query: CreatorDirectoryQuery) => useQuery(creatorsQueryOptions(query));
