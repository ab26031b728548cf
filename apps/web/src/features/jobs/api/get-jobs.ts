import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { JobListResponse } from '@kalasetu/shared/jobs';
import { api } from '../../../lib/api-client';
import { apiQuery, type JobFilters } from '../utils/job-filters';
import { jobsQueryKey } from './jobs-query-key';

export { jobsQueryKey };

export const jobsQueryOptions = (filters: JobFilters) =>
  infiniteQueryOptions({
    queryKey: [...jobsQueryKey, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      api<JobListResponse>(`/api/jobs?${apiQuery(filters, pageParam)}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** Open jobs matching the filters, a page at a time ("Load more" fetches the next). */
export const useJobs = (filters: JobFilters) => useInfiniteQuery(jobsQueryOptions(filters));
