import type { FastifyInstance } from 'fastify';
import { REVIEW_WINDOW_DAYS, REVIEWS_PAGE_SIZE } from '@kalasetu/shared/limits';
import {
  roundRating,
  type PendingReview,
  type PublicReview,
  type ReviewsResponse,
  type AdminRating,
  type MyRating,
  type RateableJob,
  type RatingStats,
  type SubmitRatingResponse,
  type ratingInputSchema,
} from '@kalasetu/shared/ratings';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { isUserId, requireRole } from '../../lib/authorization';
import type { Actor } from '../../types/fastify';
import { notify } from '../notifications/notifications.service';
import {
  agreementPartiesOf,
  deleteRating,
  displayNamesOf,
  dueHiddenReviews,
  findPublicReview,
  findReviewOf,
  lockJobRow,
  pendingReviewsOf,
  publicReviewsOf,
  publishJobReviews,
  publishReview,
  reviewWindowStart,
  setReply,
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

const toMyRating = (row: RatingRow, published: boolean): MyRating => ({
  value: row.value,
  comment: row.comment,
  updatedAt: row.updatedAt.toISOString(),
  published,
});

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = REVIEW_WINDOW_DAYS * DAY_MS;
const profileLink = (role: string, id: string) =>
  `${role === 'enterprise' ? '/enterprises' : '/creators'}/${id}#reviews`;

const toStats = (average: number, count: number): RatingStats => ({
  average: count > 0 ? roundRating(Number(average)) : 0,
  count,
});

/** Creators and enterprises can be rated; admins have no public profile. */
const isRateable = (role: string) => role === 'creator' || role === 'enterprise';

/**
 * A user rates and reviews another for a job the two worked on together — the enterprise that posted it and the
 * creator assigned to it (docs/product/ratings.md). The review stays hidden, and can be changed, until the other side
 * wrote theirs or the window closes (decision 265); then both show and neither changes. The stored average and count
 * are recomputed from published reviews only, under the profiles' row locks.
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
    // The job first, then both profiles in one order: the two sides' reviews queue, and never deadlock.
    await lockJobRow(tx, input.jobId);
    const [first, second] = [actor.userId, ratedId].sort();
    const locked = [await lockRatedProfile(tx, first!), await lockRatedProfile(tx, second!)];
    const target = locked.find((row) => row?.id === ratedId);
    if (!target || !isRateable(target.role)) throw notFound('errors.profileNotFound');
    if (!(await isSharedJob(tx, input.jobId, actor.userId, ratedId)))
      throw new AppError(403, 'no_shared_job', 'errors.ratingNeedsJob');
    const mine = await findReviewOf(tx, input.jobId, actor.userId, ratedId);
    if (mine?.published) throw conflict('errors.reviewPublished', 'review_published');
    const now = new Date();
    const start = (await reviewWindowStart(tx, input.jobId)) ?? now;
    const revealAt = new Date(start.getTime() + WINDOW_MS);
    if (revealAt <= now) throw new AppError(403, 'review_window_closed', 'errors.reviewWindowClosed');
    const rating = await upsertRating(tx, {
      raterId: actor.userId,
      ratedId,
      jobId: input.jobId,
      value: input.value,
      comment: input.comment,
      revealAt,
    });
    const theirs = await findReviewOf(tx, input.jobId, ratedId, actor.userId);
    if (!theirs) {
      const aggregates = await refreshRatingAggregates(tx, ratedId);
      return { stats: toStats(aggregates.average, aggregates.count), rating: toMyRating(rating, false) };
    }
    // Both have written: both show from now, and each side learns theirs is out.
    const published = await publishJobReviews(tx, input.jobId);
    await announcePublished(app, tx, published);
    await refreshRatingAggregates(tx, actor.userId);
    const aggregates = await refreshRatingAggregates(tx, ratedId);
    return { stats: toStats(aggregates.average, aggregates.count), rating: toMyRating(rating, true) };
  });
}

type PublishedRow = { ratedId: string; raterId: string | null; jobId: number };

/** Tells each reviewed person a review of them now shows, with who wrote it and for which job. */
async function announcePublished(app: FastifyInstance, tx: DbOrTx, rows: PublishedRow[]) {
  if (rows.length === 0) return;
  const ids = [...new Set(rows.flatMap((row) => [row.ratedId, row.raterId ?? row.ratedId]))];
  const names = await displayNamesOf(tx, ids);
  for (const row of rows) {
    const parties = await agreementPartiesOf(tx, row.jobId);
    const rated = names.get(row.ratedId);
    await notify(app, tx, {
      userId: row.ratedId,
      kind: 'review_received',
      params: { title: parties?.title ?? '', name: (row.raterId && names.get(row.raterId)?.name) || '' },
      jobId: row.jobId,
      actorId: row.raterId,
      link: profileLink(rated?.role ?? 'creator', row.ratedId),
    });
  }
}

/**
 * The job's agreement completed: both sides are asked to review each other (in-app, and outside the tab through
 * `notify`'s channels), inside the completing transaction. Jobs without an agreement ask nobody.
 */
export async function askForReviewsIn(app: FastifyInstance, tx: DbOrTx, jobId: number) {
  const parties = await agreementPartiesOf(tx, jobId);
  if (!parties) return;
  const names = await displayNamesOf(tx, [parties.enterpriseId, parties.creatorId]);
  const ask = async (to: string, other: string) =>
    notify(app, tx, {
      userId: to,
      kind: 'review_requested',
      params: { title: parties.title, name: names.get(other)?.name ?? '' },
      jobId,
      actorId: other,
      link: profileLink(names.get(other)?.role ?? 'creator', other).replace('#reviews', `?review=${jobId}`),
    });
  await ask(parties.enterpriseId, parties.creatorId);
  await ask(parties.creatorId, parties.enterpriseId);
}

const RELEASE_BATCH = 100;

/**
 * The scheduler's pass: hidden reviews whose window closed show now, each in its own transaction under the
 * reviewed profile's lock; returns how many were published.
 */
export async function releaseDueReviews(app: FastifyInstance, now: Date): Promise<number> {
  let released = 0;
  for (const row of await dueHiddenReviews(app.db, now, RELEASE_BATCH)) {
    await app.db.transaction(async (tx) => {
      await lockRatedProfile(tx, row.ratedId);
      if (!(await publishReview(tx, row.id))) return;
      await refreshRatingAggregates(tx, row.ratedId);
      await announcePublished(app, tx, [row]);
      released += 1;
    });
  }
  return released;
}

const monthOf = (at: Date | string) => new Date(at).toISOString().slice(0, 7);

function toPublicReview(row: Awaited<ReturnType<typeof findPublicReview>> & object): PublicReview {
  return {
    id: row.id,
    value: row.value,
    comment: row.comment,
    jobTitle: row.jobTitle,
    month: monthOf(row.at),
    reviewerId: row.reviewerId,
    reviewerName: row.reviewerName,
    reviewerRole:
      row.reviewerRole === 'creator' || row.reviewerRole === 'enterprise' ? row.reviewerRole : null,
    reply: row.reply,
    repliedAt: row.repliedAt ? row.repliedAt.toISOString() : null,
  };
}

/** A person's published reviews, newest first, a page at a time; hidden ones are never listed. */
export async function listReviews(
  app: FastifyInstance,
  userId: string,
  page: number,
): Promise<ReviewsResponse> {
  const stats = isUserId(userId) ? await ratingStatsOf(app.db, userId) : null;
  if (!stats || !isRateable(stats.role)) throw notFound('errors.profileNotFound');
  const { items, total } = await publicReviewsOf(
    app.db,
    userId,
    REVIEWS_PAGE_SIZE,
    (page - 1) * REVIEWS_PAGE_SIZE,
  );
  return {
    items: items.map((row) => toPublicReview({ ...row, published: true })),
    total,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

/** The reviewed person answers a published review of them, once; nobody else may, and a hidden one cannot be. */
export async function replyToReview(
  app: FastifyInstance,
  actor: Actor,
  reviewId: number,
  reply: string,
): Promise<{ review: PublicReview }> {
  return app.db.transaction(async (tx) => {
    const row = await findPublicReview(tx, reviewId);
    if (!row || (!row.published && row.ratedId !== actor.userId)) throw notFound('errors.reviewNotFound');
    if (row.ratedId !== actor.userId) throw new AppError(403, 'not_reviewed_person', 'errors.replyNotYours');
    if (!row.published) throw conflict('errors.reviewNotPublished', 'review_hidden');
    if (!(await setReply(tx, reviewId, reply))) throw conflict('errors.replyOnce', 'already_replied');
    const updated = await findPublicReview(tx, reviewId);
    return { review: toPublicReview(updated!) };
  });
}

/** The reviews the signed-in person still owes, for the dashboard's banner. */
export async function listPendingReviews(app: FastifyInstance, actor: Actor): Promise<PendingReview[]> {
  if (actor.role === 'admin') return [];
  const now = Date.now();
  const rows = await pendingReviewsOf(app.db, actor.userId, new Date(now - WINDOW_MS));
  return rows.flatMap((row) =>
    row.completedAt && (row.otherRole === 'creator' || row.otherRole === 'enterprise')
      ? [
          {
            jobId: row.jobId,
            jobTitle: row.jobTitle,
            otherId: row.otherId,
            otherName: row.otherName,
            otherRole: row.otherRole,
            otherWrote: row.otherWrote,
            closesAt: new Date(row.completedAt.getTime() + WINDOW_MS).toISOString(),
          },
        ]
      : [],
  );
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
    rating: row.rating ? toMyRating(row.rating, row.published === true) : null,
  }));
  return { rating: jobs[0]?.rating ?? null, jobs };
}

export async function listRatingsForAdmin(
  app: FastifyInstance,
  actor: Actor,
  ratedId: string,
): Promise<AdminRating[]> {
  requireRole(actor, 'admin');
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
  requireRole(actor, 'admin');
  const found = await findRatingById(app.db, ratingId);
  if (!found) throw notFound();
  return app.db.transaction(async (tx) => {
    await lockRatedProfile(tx, found.ratedId);
    await deleteRating(tx, ratingId);
    const aggregates = await refreshRatingAggregates(tx, found.ratedId);
    return toStats(aggregates.average, aggregates.count);
  });
}
