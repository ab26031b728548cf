import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * One page of an admin list (`/api/admin/<list>`) for a filter of a page number and optional fields (a status, a
 * role, search words); the previous page stays on screen while the next one loads.
 */
export function useAdminList<Response>(
  list: 'jobs' | 'users',
  filter: { page: number } & Record<string, unknown>,
) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return useQuery({
    queryKey: ['admin', list, filter] as const,
    queryFn: ({ signal }) => api<Response>(`/api/admin/${list}?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
