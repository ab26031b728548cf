import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyToReview } from '@kalasetu/shared/api/ratings';
import { request } from '../../../lib/api-client';
import { reviewsQueryKey } from './get-reviews';

/** The reviewed person's one answer to a review of them. */
export function useReplyToReview(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) =>
      request(replyToReview, { params: { reviewId }, body: { reply } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey(userId) }),
  });
}
