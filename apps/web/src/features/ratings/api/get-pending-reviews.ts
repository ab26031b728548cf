import { useQuery } from '@tanstack/react-query';
import { listPendingReviews } from '@kalasetu/shared/api/ratings';
import { request } from '../../../lib/api-client';

/** Completed work the signed-in person has not reviewed yet (the dashboard's banner). */
export const usePendingReviews = () =>
  useQuery({
    queryKey: ['ratings', 'pending'],
    queryFn: ({ signal }) => request(listPendingReviews, { signal }),
  });
