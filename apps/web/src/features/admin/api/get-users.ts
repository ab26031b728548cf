import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listUsers } from '@kalasetu/shared/api/admin';
import { PAGE_SIZE_MAX } from '@kalasetu/shared/limits';
import type { Role } from '@kalasetu/shared/roles';
import { request } from '../../../lib/api-client';

export interface UsersFilter {
  role?: Role;
  q?: string;
  page: number;
  /** Up to PAGE_SIZE_MAX; the server's default otherwise. */
  pageSize?: number;
}

/** One page of the users table; the previous page stays on screen while the next one loads. */
export const useAdminUsers = (filter: UsersFilter, enabled = true) =>
  useQuery({
    queryKey: ['admin', 'users', filter] as const,
    queryFn: ({ signal }) => request(listUsers, { query: filter, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

/**
 * Enterprises or creators for a picker (add job, assign), matching `search` (name or e-mail, as the users list). One
 * page of the largest size the server gives: with more people than that, the picker asks the admin to type.
 */
export const usePeopleOptions = (role: 'enterprise' | 'creator', enabled: boolean, search = '') =>
  useAdminUsers({ role, q: search.trim() || undefined, page: 1, pageSize: PAGE_SIZE_MAX }, enabled);
