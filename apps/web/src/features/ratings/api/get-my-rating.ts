import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyRating } from '@kalasetu/shared/api/ratings';
import { request } from '../../../lib/api-client';

export const myRatingQueryKey = (userId: string) => ['ratings', 'mine', userId] as const;

const myRatingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: myRatingQueryKey(userId),
    queryFn: ({ signal }) => request(getMyRating, { params: { userId }, signal }),
  });

/** The signed-in user's earlier rating of this person, to start the dialog from (rating again replaces it). */
export const useMyRating = (userId: string, enabled: boolean) =>
  useQuery({ ...myRatingQueryOptions(userId), enabled });
