import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createJob } from '@kalasetu/shared/api/jobs';
import type { BodyOf } from '@kalasetu/shared/api/operation';
import { request } from '../../../lib/api-client';
import { jobsQueryKey } from './jobs-query-key';

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<typeof createJob>) => (await request(createJob, { body })).job,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
