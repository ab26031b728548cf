import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminJobsResponse } from '@kalasetu/shared/admin';
import type { JobStatus } from '@kalasetu/shared/roles';
import { api } from '../../../lib/api-client';

export interface JobsFilter {
  status?: JobStatus;
  q?: string;
  page: number;
}

export function useAdminJobs(filter: JobsFilter) {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  return useQuery({
    queryKey: ['admin', 'jobs', filter] as const,
    queryFn: ({ signal }) => api<AdminJobsResponse>(`/api/admin/jobs?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
