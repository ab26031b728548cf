import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyToJob } from '@kalasetu/shared/api/applications';
import type { BodyOf } from '@kalasetu/shared/api/operation';
import { request } from '../../../lib/api-client';
import { jobQueryKey } from './get-job';

/** Apply, then re-read the job so the button turns into 'Already Applied' and the count goes up. */
export function useApplyToJob(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<typeof applyToJob>) =>
      (await request(applyToJob, { params: { id: jobId }, body })).application,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobQueryKey(jobId) }),
  });
}
