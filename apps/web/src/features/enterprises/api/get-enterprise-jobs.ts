import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSummary } from '@kalasetu/shared/home';
import { api } from '../../../lib/api-client';

export const enterpriseJobsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['enterprises', 'jobs', id] as const,
    queryFn: ({ signal }) =>
      api<{ items: JobSummary[] }>(`/api/enterprises/${encodeURIComponent(id)}/jobs`, { signal }),
  });

/** The enterprise's open jobs for its "posted jobs" tab. */
export const useEnterpriseJobs = (id: string) => useQuery(enterpriseJobsQueryOptions(id));
