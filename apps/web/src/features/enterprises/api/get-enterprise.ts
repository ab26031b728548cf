import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnterpriseProfile } from '@kalasetu/shared/people';
import { api } from '../../../lib/api-client';

export const enterpriseQueryKey = (id: string) => ['enterprises', 'detail', id] as const;

export const enterpriseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: enterpriseQueryKey(id),
    queryFn: ({ signal }) => api<EnterpriseProfile>(`/api/enterprises/${encodeURIComponent(id)}`, { signal }),
  });

export const useEnterprise = (id: string) => useQuery(enterpriseQueryOptions(id));
