import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEnterprise } from '@kalasetu/shared/api/profiles';
import { request } from '../../../lib/api-client';

export const enterpriseQueryKey = (id: string) => ['enterprises', 'detail', id] as const;

export const enterpriseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: enterpriseQueryKey(id),
    queryFn: ({ signal }) => request(getEnterprise, { params: { id }, signal }),
  });

export const useEnterprise = (id: string) => useQuery(enterpriseQueryOptions(id));
