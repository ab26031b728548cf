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
    onSuccess: (result) => {
      queryClient.setQueryData(myRatingQueryKey(userId), { rating: result.rating });
    },
  });
}
