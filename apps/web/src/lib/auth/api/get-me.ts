import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMe } from '@kalasetu/shared/api/accounts';
import { request } from '../../api-client';

export const meQueryKey = ['me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => request(getMe, { signal }),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

export const useMe = () => useQuery(meQueryOptions);
