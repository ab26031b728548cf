import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptRecommendation,
  countRecommendations,
  declineRecommendation,
  listCandidates,
  listRecommendations,
} from '@kalasetu/shared/api/hiring';
import { request } from '../../../lib/api-client';
import { REALTIME_KEYS } from '../../../lib/realtime-keys';

/**
 * The admin's queue of recommendations. Its keys sit under the admin prefix, which every admin change and a live
 * "recommendation received" notice refresh (lib/realtime-keys.ts), so the badge and the list follow on their own.
 */
const QUEUE_KEY = [...REALTIME_KEYS.admin, 'recommendations'] as const;

export const useRecommendations = () =>
  useQuery({
    queryKey: [...QUEUE_KEY, 'list'],
    queryFn: ({ signal }) => request(listRecommendations, { signal }),
  });

export const useRecommendationCount = () =>
  useQuery({
    queryKey: [...QUEUE_KEY, 'count'],
    queryFn: async ({ signal }) => (await request(countRecommendations, { signal })).count,
  });

/** Applicants first (the recommended one marked, each with their proposal), then other creators matching `q`. */
export const useCandidates = (jobId: number | null, q: string) =>
  useQuery({
    queryKey: [...REALTIME_KEYS.admin, 'candidates', jobId, q.trim()],
    queryFn: ({ signal }) =>
      request(listCandidates, { params: { id: jobId! }, query: { q: q.trim() || undefined }, signal }),
    enabled: jobId !== null,
    placeholderData: keepPreviousData,
  });

/** Deciding moves the queue, the jobs table and the stats: refresh everything under the admin prefix. */
function useQueueMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REALTIME_KEYS.admin }),
  });
}

export const useAcceptRecommendation = () =>
  useQueueMutation((applicationId: number) =>
    request(acceptRecommendation, { params: { id: applicationId } }),
  );

export const useDeclineRecommendation = () =>
  useQueueMutation(({ applicationId, reason }: { applicationId: number; reason: string }) =>
    request(declineRecommendation, { params: { id: applicationId }, body: { reason } }),
  );
