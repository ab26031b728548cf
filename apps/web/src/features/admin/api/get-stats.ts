import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@kalasetu/shared/admin';
import { STATS_REFRESH_MS } from '@kalasetu/shared/limits';
import { api } from '../../../lib/api-client';

export const adminStatsQueryOptions = queryOptions({
  queryKey: ['admin', 'stats'] as const,
  queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { signal }),
  refetchInterval: STATS_REFRESH_MS,
});

export const useAdminStats = () => useQuery(adminStatsQueryOptions);
