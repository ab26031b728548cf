import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listReviews } from '@kalasetu/shared/api/ratings';
import { request } from '../../../lib/api-client';

export const reviewsQueryKey = (userId: string) => ['ratings', 'reviews', userId] as const;

const reviewsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...reviewsQueryKey(userId), page],
    queryFn: ({ signal }) => request(listReviews, { params: { userId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** A person's published reviews, newest first, a page at a time. */
export const useReviews = (userId: string, page: number) => useQuery(reviewsQueryOptions(userId, page));
