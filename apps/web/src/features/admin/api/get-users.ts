import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse } from '@kalasetu/shared/admin';
import type { Role } from '@kalasetu/shared/roles';
import { api } from '../../../lib/api-client';

export interface UsersFilter {
  role?: Role;
  q?: string;
  page: number;
}

export function useAdminUsers(filter: UsersFilter) {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.role) params.set('role', filter.role);
  if (filter.q) params.set('q', filter.q);
  return useQuery({
    queryKey: ['admin', 'users', filter] as const,
    queryFn: ({ signal }) => api<AdminUsersResponse>(`/api/admin/users?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every enterprise or creator for a picker (add job, assign); the admin list is paged, so ask for the largest page. */
export function usePeopleOptions(role: 'enterprise' | 'creator', enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'users', 'options', role] as const,
    queryFn: ({ signal }) => api<AdminUsersResponse>(`/api/admin/users?role=${role}&pageSize=50`, { signal }),
    enabled,
  });
}
