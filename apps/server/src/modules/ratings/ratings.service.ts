import type { FastifyInstance } from 'fastify';
import {
  roundRating,
  type AdminRating,
  type MyRating,
  type RateableJob,
  type RatingStats,
  type SubmitRatingResponse,
  type ratingInputSchema,
} from '@kalasetu/shared/ratings';
import type { z } from 'zod';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { isUserId } from '../../lib/ownership';
import type { Actor } from '../../types/fastify';
import {
  deleteRating,
  findRatingById,
  isSharedJob,
  lockRatedProfile,
  ratingStatsOf,
  ratingsOf,
  refreshRatingAggregates,
  sharedJobs,
  upsertRating,
} from './ratings.repository';

type RatingRow = { value: number; comment: string | null; updatedAt: Date };

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
 * A user rates another 1–5 for a job the two worked on together — the enterprise that posted it and the creator
 * assigned to it (docs/product/ratings.md). Rating again for the same job
 * replaces that rating, so each job counts once per direction; the stored average and count are recomputed from
 * the ratings table in the same transaction, under the rated profile's row lock.
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
    if (!(await isSharedJob(tx, input.jobId, actor.userId, ratedId)))
      throw new AppError(403, 'no_shared_job', 'errors.ratingNeedsJob');
    const rating = await upsertRating(tx, {
      raterId: actor.userId,
      ratedId,
      jobId: input.jobId,
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

/** The jobs the actor may rate this person for, newest first, each with the actor's rating for it. */
export async function getMyRating(
  app: FastifyInstance,
  actor: Actor,
  ratedId: string,
): Promise<{ rating: MyRating | null; jobs: RateableJob[] }> {
  if (!isUserId(ratedId)) throw notFound('errors.profileNotFound');
  const rows = await sharedJobs(app.db, actor.userId, ratedId);
  const jobs = rows.map((row) => ({
    id: row.id,
    title: row.title,
    rating: row.rating ? toMyRating(row.rating) : null,
  }));
  return { rating: jobs[0]?.rating ?? null, jobs };
}

function requireAdmin(actor: Actor) {
  if (actor.role !== 'admin') throw forbidden();
}

export async function listRatingsForAdmin(
  app: FastifyInstance,
  actor: Actor,
  ratedId: string,
): Promise<AdminRating[]> {
  requireAdmin(actor);
  if (!isUserId(ratedId)) throw notFound('errors.profileNotFound');
  return (await ratingsOf(app.db, ratedId)).map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** An admin removes an abusive rating; the rated user's average and count are recomputed at once. */
export async function removeRating(
  app: FastifyInstance,
  actor: Actor,
  ratingId: number,
): Promise<RatingStats> {
  requireAdmin(actor);
  const found = await findRatingById(app.db, ratingId);
  if (!found) throw notFound();
  return app.db.transaction(async (tx) => {
    await lockRatedProfile(tx, found.ratedId);
    await deleteRating(tx, ratingId);
    const aggregates = await refreshRatingAggregates(tx, found.ratedId);
    return toStats(aggregates.average, aggregates.count);
  });
}
