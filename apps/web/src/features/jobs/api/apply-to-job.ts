import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplyToJobData } from '@kalasetu/shared/applications';
import { api } from '../../../lib/api-client';
import { jobQueryKey } from './get-job';

export const applyToJob = async (jobId: number, input: ApplyToJobData) =>
  (
    await api<{ application: Application }>(`/api/jobs/${jobId}/applications`, {
      method: 'POST',
      body: input,
    })
  ).application;

/** Apply, then re-read the job so the button turns into 'Already Applied' and the count goes up. */
export function useApplyToJob(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyToJobData) => applyToJob(jobId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobQueryKey(jobId) }),
  });
}
