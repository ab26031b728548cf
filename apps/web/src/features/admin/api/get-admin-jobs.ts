import type { AdminJobsResponse } from '@kalasetu/shared/admin';
import type { JobStatus } from '@kalasetu/shared/roles';
import { useAdminList } from './admin-list';

export interface JobsFilter {
  status?: JobStatus;
  q?: string;
  page: number;
}

export const useAdminJobs = (filter: JobsFilter) => useAdminList<AdminJobsResponse>('jobs', { ...filter });
