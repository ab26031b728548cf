import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Application, AssignmentResponse } from '@kalasetu/shared/applications';
import type { CandidatesResponse, RecommendationsResponse } from '@kalasetu/shared/hiring';
import { api } from '../../../lib/api-client';
import { REALTIME_KEYS } from '../../../lib/realtime-keys';

/**
 * The admin's queue of recommendations. Its keys sit under the admin prefix, which every admin change and a live
 * "recommendation received" notice refresh (lib/realtime-keys.ts), so the badge and the list follow on their own.
 */
const QUEUE_KEY = [...REALTIME_KEYS.admin, 'recommendations'] as const;

export const useRecommendations = () =>
  useQuery({
    queryKey: [...QUEUE_KEY, 'list'],
    queryFn: ({ signal }) => api<RecommendationsResponse>('/api/admin/recommendations', { signal }),
  });

export const useRecommendationCount = () =>
  useQuery({
    queryKey: [...QUEUE_KEY, 'count'],
    queryFn: async ({ signal }) =>
      (await api<{ count: number }>('/api/admin/recommendations/count', { signal })).count,
  });

/** Applicants first (the recommended one marked, each with their proposal), then other creators matching `q`. */
export const useCandidates = (jobId: number | null, q: string) =>
  useQuery({
    queryKey: [...REALTIME_KEYS.admin, 'candidates', jobId, q.trim()],
    queryFn: ({ signal }) => {
      const query = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
      return api<CandidatesResponse>(`/api/admin/jobs/${jobId}/candidates${query}`, { signal });
    },
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
    api<AssignmentResponse>(`/api/admin/recommendations/${applicationId}/accept`, { method: 'POST' }),
  );

export const useDeclineRecommendation = () =>
  useQueueMutation(({ applicationId, reason }: { applicationId: number; reason: string }) =>
    api<{ application: Application }>(`/api/admin/recommendations/${applicationId}/decline`, {
      method: 'POST',
      body: { reason },
    }),
  );
