import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAdminJobs } from '@kalasetu/shared/api/admin';
import type { JobStatus } from '@kalasetu/shared/roles';
import { request } from '../../../lib/api-client';

export interface JobsFilter {
  status?: JobStatus;
  q?: string;
  page: number;
}

/** One page of the jobs table; the previous page stays on screen while the next one loads. */
export const useAdminJobs = (filter: JobsFilter) =>
  useQuery({
    queryKey: ['admin', 'jobs', filter] as const,
    queryFn: ({ signal }) => request(listAdminJobs, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
