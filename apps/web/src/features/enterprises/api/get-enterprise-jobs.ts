import { queryOptions, useQuery } from '@tanstack/react-query';
import { listEnterpriseJobs } from '@kalasetu/shared/api/profiles';
import { request } from '../../../lib/api-client';

export const enterpriseJobsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['enterprises', 'jobs', id] as const,
    queryFn: ({ signal }) => request(listEnterpriseJobs, { params: { id }, signal }),
  });

/** The enterprise's open jobs for its "posted jobs" tab. */
export const useEnterpriseJobs = (id: string) => useQuery(enterpriseJobsQueryOptions(id));
