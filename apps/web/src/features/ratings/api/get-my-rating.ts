import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { myRatingResponseSchema } from '@kalasetu/shared/ratings';
import { api } from '../../../lib/api-client';

export const myRatingQueryKey = (userId: string) => ['ratings', 'mine', userId] as const;

export const myRatingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: myRatingQueryKey(userId),
    queryFn: ({ signal }) =>
      api<z.infer<typeof myRatingResponseSchema>>(`/api/ratings/${encodeURIComponent(userId)}/mine`, {
        signal,
      }),
  });

/** The signed-in user's earlier rating of this person, to start the dialog from (rating again replaces it). */
export const useMyRating = (userId: string, enabled: boolean) =>
  useQuery({ ...myRatingQueryOptions(userId), enabled });
