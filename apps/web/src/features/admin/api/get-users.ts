import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse } from '@kalasetu/shared/admin';
import { PAGE_SIZE_MAX } from '@kalasetu/shared/limits';
import type { Role } from '@kalasetu/shared/roles';
import { api } from '../../../lib/api-client';
import { useAdminList } from './admin-list';

export interface UsersFilter {
  role?: Role;
  q?: string;
  page: number;
}

export const useAdminUsers = (filter: UsersFilter) =>
  useAdminList<AdminUsersResponse>('users', { ...filter });

/**
 * Enterprises or creators for a picker (add job, assign), matching `search` (name or e-mail, as the users list). One
 * page of the largest size the server gives: with more people than that, the picker asks the admin to type.
 */
export function usePeopleOptions(role: 'enterprise' | 'creator', enabled: boolean, search = '') {
  const q = search.trim();
  return useQuery({
    queryKey: ['admin', 'users', 'options', role, q] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ role, pageSize: String(PAGE_SIZE_MAX) });
      if (q) params.set('q', q);
      return api<AdminUsersResponse>(`/api/admin/users?${params}`, { signal });
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
