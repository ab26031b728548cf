import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRating, RatingStats } from '@kalasetu/shared/ratings';
import { api } from '../../../lib/api-client';

const ratingsKey = (userId: string) => ['admin', 'user-ratings', userId] as const;

/** The ratings a user received, for an admin deciding whether one is abusive (docs/product/admin.md). */
export function useUserRatings(userId: string | null) {
  return useQuery({
    queryKey: ratingsKey(userId ?? ''),
    queryFn: ({ signal }) =>
      api<{ ratings: AdminRating[] }>(`/api/admin/users/${encodeURIComponent(userId!)}/ratings`, { signal }),
    enabled: Boolean(userId),
  });
}

export function useRemoveRating(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ratingId: number) =>
      api<RatingStats>(`/api/admin/ratings/${ratingId}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ratingsKey(userId) });
      // The profile and directory cards show the average and count.
      void queryClient.invalidateQueries({ queryKey: ['creators'] });
      void queryClient.invalidateQueries({ queryKey: ['enterprises'] });
    },
  });
}
