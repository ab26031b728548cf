import type { FastifyInstance } from 'fastify';
import {
  roundRating,
  type MyRating,
  type RatingStats,
  type SubmitRatingResponse,
  type ratingInputSchema,
} from '@kalasetu/shared/ratings';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import { isUserId } from '../../lib/ownership';
import type { Actor } from '../../types/fastify';
import {
  findRating,
  lockRatedProfile,
  ratingStatsOf,
  refreshRatingAggregates,
  upsertRating,
} from './ratings.repository';

type RatingRow = NonNullable<Awaited<ReturnType<typeof findRating>>>;

const toMyRating = (row: RatingRow): MyRating => ({
  value: row.value,
  comment: row.comment,
  updatedAt: row.updatedAt.toISOString(),
});

const toStats = (average: number, count: number): RatingStats => ({
  average: count > 0 ? roundRating(Number(average)) : 0,
  count,
});

/** Creators and enterprises can be rated; admins have no public profile. */
const isRateable = (role: string) => role === 'creator' || role === 'enterprise';

/**
 * Any signed-in user rates another user 1–5. Rating again replaces the earlier rating, so one person counts
 * once; the stored average and count are recomputed from the ratings table in the same transaction.
 */
export async function rateUser(
  app: FastifyInstance,
  actor: Actor,
  ratedId: string,
  input: z.output<typeof ratingInputSchema>,
): Promise<SubmitRatingResponse> {
  if (!isUserId(ratedId)) throw notFound('errors.profileNotFound');
  if (ratedId === actor.userId) throw new AppError(403, 'self_rating', 'errors.selfRating');
  return app.db.transaction(async (tx) => {
    const target = await lockRatedProfile(tx, ratedId);
    if (!target || !isRateable(target.role)) throw notFound('errors.profileNotFound');
    const rating = await upsertRating(tx, {
      raterId: actor.userId,
      ratedId,
      value: input.value,
      comment: input.comment,
    });
    const aggregates = await refreshRatingAggregates(tx, ratedId);
    return { stats: toStats(aggregates.average, aggregates.count), rating: toMyRating(rating) };
  });
}

export async function getRatingStats(app: FastifyInstance, userId: string): Promise<RatingStats> {
  const row = isUserId(userId) ? await ratingStatsOf(app.db, userId) : null;
  if (!row || !isRateable(row.role)) throw notFound('errors.profileNotFound');
  return toStats(row.average, row.count);
}

export async function getMyRating(
  app: FastifyInstance,
  actor: Actor,
  ratedId: string,
): Promise<MyRating | null> {
  if (!isUserId(ratedId)) throw notFound('errors.profileNotFound');
  const row = await findRating(app.db, actor.userId, ratedId);
  return row ? toMyRating(row) : null;
}
