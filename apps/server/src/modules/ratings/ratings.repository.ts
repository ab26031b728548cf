import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agreements } from '../../db/schema/agreements';
import { jobs } from '../../db/schema/jobs';
import { profiles } from '../../db/schema/profiles';
import { ratings } from '../../db/schema/ratings';

/** A job on which the enterprise and its assigned creator worked together (assignment onwards, not cancelled). */
export const WORKED_TOGETHER_STATUSES = [
  'assigned',
  'work-started',
  'first-draft',
  'second-draft',
  'completed',
] as const;

/**
 * A job with a work agreement counts only once it is completed: its last part approved, or an admin marking
 * it so (docs/product/ratings.md). A job without one keeps the rule above.
 */
const completedIfAgreed = sql`(${jobs.status} = 'completed' or not exists (select 1 from ${agreements} a where a.job_id = ${jobs.id}))`;

const workedTogether = (a: string, b: string) =>
  and(
    inArray(jobs.status, [...WORKED_TOGETHER_STATUSES]),
    completedIfAgreed,
    or(
      and(eq(jobs.enterpriseId, a), eq(jobs.selectedApplicantId, b)),
      and(eq(jobs.enterpriseId, b), eq(jobs.selectedApplicantId, a)),
    ),
  );

/** The jobs `a` and `b` worked on together, newest first, each with `rater`'s rating of `rated` for it. */
export async function sharedJobs(db: DbOrTx, raterId: string, ratedId: string) {
  return db
    .select({ id: jobs.id, title: jobs.title, rating: ratings })
    .from(jobs)
    .leftJoin(
      ratings,
      and(eq(ratings.jobId, jobs.id), eq(ratings.raterId, raterId), eq(ratings.ratedId, ratedId)),
    )
    .where(workedTogether(raterId, ratedId))
    .orderBy(desc(jobs.id));
}

/** Whether `jobId` is a job the two worked on together; read in the rating's transaction. */
export async function isSharedJob(db: DbOrTx, jobId: number, a: string, b: string) {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), workedTogether(a, b)))
    .limit(1);
  return !!row;
}

/**
 * Takes the rated profile's row lock for the rest of the transaction. Every rating of that user queues here, so
 * each transaction's later statements see all ratings committed before it (see refreshRatingAggregates).
 */
export async function lockRatedProfile(tx: DbOrTx, ratedId: string) {
  const [row] = await tx
    .select({ id: profiles.id, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, ratedId))
    .for('update');
  return row ?? null;
}

/** One rating per rater, rated user and job: a second one for the same job replaces the first. */
export async function upsertRating(
  tx: DbOrTx,
  input: { raterId: string; ratedId: string; jobId: number; value: number; comment: string | null },
) {
  const [row] = await tx
    .insert(ratings)
    .values(input)
    .onConflictDoUpdate({
      target: [ratings.raterId, ratings.ratedId, ratings.jobId],
      set: { value: input.value, comment: input.comment, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** Recomputes the aggregates from the ratings table itself, never by adjusting the stored average. */
export async function refreshRatingAggregates(tx: DbOrTx, ratedId: string) {
  const [row] = await tx
    .update(profiles)
    .set({
      ratingAverage: sql`coalesce((select round(avg(${ratings.value})::numeric, 2) from ${ratings} where ${ratings.ratedId} = ${ratedId}), 0)`,
      ratingCount: sql`(select count(*)::int from ${ratings} where ${ratings.ratedId} = ${ratedId})`,
    })
    .where(eq(profiles.id, ratedId))
    .returning({ average: profiles.ratingAverage, count: profiles.ratingCount });
  return row!;
}

export async function ratingStatsOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ role: profiles.role, average: profiles.ratingAverage, count: profiles.ratingCount })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ?? null;
}

/** Every rating of a user with its rater and job, newest first, for an admin looking for an abusive one. */
export async function ratingsOf(db: DbOrTx, ratedId: string) {
  return db
    .select({
      id: ratings.id,
      raterId: ratings.raterId,
      raterName: profiles.name,
      jobId: ratings.jobId,
      jobTitle: jobs.title,
      value: ratings.value,
      comment: ratings.comment,
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .innerJoin(jobs, eq(jobs.id, ratings.jobId))
    .leftJoin(profiles, eq(profiles.id, ratings.raterId))
    .where(eq(ratings.ratedId, ratedId))
    .orderBy(desc(ratings.id));
}

export async function findRatingById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: ratings.id, ratedId: ratings.ratedId })
    .from(ratings)
    .where(eq(ratings.id, id))
    .limit(1);
  return row ?? null;
}

export async function deleteRating(tx: DbOrTx, id: number) {
  await tx.delete(ratings).where(eq(ratings.id, id));
}
