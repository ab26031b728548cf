import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decideVerification, getVerificationQueue } from '@kalasetu/shared/api/verification';
import type { VerificationDecisionInput } from '@kalasetu/shared/verification';
import { request } from '../../../lib/api-client';

const queueKey = ['admin', 'verifications'] as const;

export const verificationQueueQueryOptions = () =>
  queryOptions({
    queryKey: queueKey,
    queryFn: async ({ signal }) =>
      (await request(getVerificationQueue, { query: { status: 'pending' }, signal })).requests,
  });

/** Requests waiting for a decision, oldest first. */
export const useVerificationQueue = () => useQuery(verificationQueueQueryOptions());

/** Approve or refuse (with a reason); the queue, the people lists and the counts are read again. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VerificationDecisionInput }) =>
      request(decideVerification, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
