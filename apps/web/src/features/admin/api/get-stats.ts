import { useQuery } from '@tanstack/react-query';
import { getAdminStats } from '@kalasetu/shared/api/admin';
import { STATS_REFRESH_MS } from '@kalasetu/shared/limits';
import { request } from '../../../lib/api-client';

export const useAdminStats = () =>
  useQuery({
    queryKey: ['admin', 'stats'] as const,
    queryFn: ({ signal }) => request(getAdminStats, { signal }),
    refetchInterval: STATS_REFRESH_MS,
  });
