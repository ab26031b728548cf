import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@kalasetu/shared/api/operation';
import { submitRating } from '@kalasetu/shared/api/ratings';
import { request } from '../../../lib/api-client';
import { myRatingQueryKey } from './get-my-rating';

export function useSubmitRating(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof submitRating>) => request(submitRating, { params: { userId }, body }),
    // The job list carries each job's rating: read it again rather than patch it here.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRatingQueryKey(userId) }),
  });
}
