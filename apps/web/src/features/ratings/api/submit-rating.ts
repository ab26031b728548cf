import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingInput, SubmitRatingResponse } from '@kalasetu/shared/ratings';
import { api } from '../../../lib/api-client';
import { myRatingQueryKey } from './get-my-rating';

export const submitRating = (userId: string, input: RatingInput) =>
  api<SubmitRatingResponse>(`/api/ratings/${encodeURIComponent(userId)}`, { method: 'PUT', body: input });

export function useSubmitRating(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingInput) => submitRating(userId, input),
    // The job list carries each job's rating: read it again rather than patch it here.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRatingQueryKey(userId) }),
  });
}
