import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJobData, JobDetail } from '@kalasetu/shared/jobs';
import { api } from '../../../lib/api-client';
import { jobsQueryKey } from './get-jobs';

export const createJob = async (input: CreateJobData) =>
  (await api<{ job: JobDetail }>('/api/jobs', { method: 'POST', body: input })).job;

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
