import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { searchJobs } from '@kalasetu/shared/api/jobs';
import { request } from '../../../lib/api-client';
import { jobSearch, type JobFilters } from '../utils/job-filters';
import { jobsQueryKey } from './jobs-query-key';

export const jobsQueryOptions = (filters: JobFilters) =>
  infiniteQueryOptions({
    queryKey: [...jobsQueryKey, 'list', filters],
    queryFn: ({ pageParam, signal }) => request(searchJobs, { query: jobSearch(filters, pageParam), signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** Open jobs matching the filters, a page at a time ("Load more" fetches the next). */
export const useJobs = (filters: JobFilters) => useInfiniteQuery(jobsQueryOptions(filters));
