import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EnterpriseDirectoryQuery, EnterpriseDirectoryResponse } from '@kalasetu/shared/people';
import { api } from '../../../lib/api-client';
import { toEnterpriseParams } from '../utils/directory-params';

export const enterprisesQueryOptions = (query: EnterpriseDirectoryQuery) =>
  queryOptions({
    queryKey: ['enterprises', 'list', query] as const,
    queryFn: ({ signal }) =>
      api<EnterpriseDirectoryResponse>(`/api/enterprises?${toEnterpriseParams(query).toString()}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useEnterprises = (query: EnterpriseDirectoryQuery) => useQuery(enterprisesQueryOptions(query));
