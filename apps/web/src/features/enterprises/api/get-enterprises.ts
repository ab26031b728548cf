import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchEnterprises } from '@kalasetu/shared/api/profiles';
import type { EnterpriseDirectoryQuery } from '@kalasetu/shared/people';
import { request } from '../../../lib/api-client';
import { enterpriseSearch } from '../utils/directory-params';

export const enterprisesQueryOptions = (query: EnterpriseDirectoryQuery) =>
  queryOptions({
    queryKey: ['enterprises', 'list', query] as const,
    queryFn: ({ signal }) => request(searchEnterprises, { query: enterpriseSearch(query), signal }),
    placeholderData: keepPreviousData,
  });

export const useEnterprises = (query: EnterpriseDirectoryQuery) => useQuery(enterprisesQueryOptions(query));
