import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJob } from '@kalasetu/shared/api/jobs';
import { request } from '../../../lib/api-client';
import { jobsQueryKey } from './jobs-query-key';

export const jobQueryKey = (id: number) => [...jobsQueryKey, 'detail', id] as const;

export const jobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: jobQueryKey(id),
    queryFn: async ({ signal }) => (await request(getJob, { params: { id }, signal })).job,
  });

/** One job with what the signed-in reader has done about it (applied or not). */
export const useJob = (id: number | null) => useQuery({ ...jobQueryOptions(id ?? 0), enabled: id !== null });
