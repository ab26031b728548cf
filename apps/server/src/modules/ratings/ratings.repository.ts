import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
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

/**
 * A review shows once both sides wrote theirs for the job (`published_at`) or its window closed (`reveal_at`):
 * decision 265. Hidden ones count nowhere, so a changed average cannot give a hidden review away.
 */
export const isVisible = sql`(${ratings.publishedAt} is not null or ${ratings.revealAt} <= now())`;

/** The jobs `a` and `b` worked on together, newest first, each with `rater`'s rating of `rated` for it. */
export async function sharedJobs(db: DbOrTx, raterId: string, ratedId: string) {
  return db
    .select({ id: jobs.id, title: jobs.title, rating: ratings, published: isVisible })
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
  input: {
    raterId: string;
    ratedId: string;
    jobId: number;
    value: number;
    comment: string | null;
    revealAt: Date;
  },
) {
  const [row] = await tx
    .insert(ratings)
    .values(input)
    .onConflictDoUpdate({
      target: [ratings.raterId, ratings.ratedId, ratings.jobId],
      set: { value: input.value, comment: input.comment, updatedAt: sql`now()` },
    })
    .returning();
  return { ...row!, published: false };
}

/** Recomputes the aggregates from the ratings table itself, never by adjusting the stored average. */
export async function refreshRatingAggregates(tx: DbOrTx, ratedId: string) {
  const [row] = await tx
    .update(profiles)
    .set({
      ratingAverage: sql`coalesce((select round(avg(${ratings.value})::numeric, 2) from ${ratings} where ${ratings.ratedId} = ${ratedId} and ${isVisible}), 0)`,
      ratingCount: sql`(select count(*)::int from ${ratings} where ${ratings.ratedId} = ${ratedId} and ${isVisible})`,
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

/** Takes the job's row lock: the two sides' reviews of one job queue here, so the second always sees the first. */
export async function lockJobRow(tx: DbOrTx, jobId: number) {
  await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('update');
}

/** When the job's review window opened: its agreement's completion, else the first review written for it. */
export async function reviewWindowStart(db: DbOrTx, jobId: number): Promise<Date | null> {
  const [agreement] = await db
    .select({ completedAt: agreements.completedAt })
    .from(agreements)
    .where(eq(agreements.jobId, jobId))
    .limit(1);
  if (agreement?.completedAt) return agreement.completedAt;
  const [first] = await db
    .select({ at: ratings.createdAt })
    .from(ratings)
    .where(eq(ratings.jobId, jobId))
    .orderBy(asc(ratings.createdAt))
    .limit(1);
  return first?.at ?? null;
}

/** `rater`'s review of `rated` for the job, with whether it shows. */
export async function findReviewOf(db: DbOrTx, jobId: number, raterId: string, ratedId: string) {
  const [row] = await db
    .select({ id: ratings.id, published: isVisible })
    .from(ratings)
    .where(and(eq(ratings.jobId, jobId), eq(ratings.raterId, raterId), eq(ratings.ratedId, ratedId)))
    .limit(1);
  return row ?? null;
}

/** Both sides wrote theirs: the job's hidden reviews show from now. */
export async function publishJobReviews(tx: DbOrTx, jobId: number) {
  return tx
    .update(ratings)
    .set({ publishedAt: sql`now()` })
    .where(and(eq(ratings.jobId, jobId), isNull(ratings.publishedAt)))
    .returning({ id: ratings.id, ratedId: ratings.ratedId, raterId: ratings.raterId, jobId: ratings.jobId });
}

/** Hidden reviews whose window closed by `now`, oldest first, a batch at a time. */
export async function dueHiddenReviews(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: ratings.id, ratedId: ratings.ratedId, raterId: ratings.raterId, jobId: ratings.jobId })
    .from(ratings)
    .where(and(isNull(ratings.publishedAt), lte(ratings.revealAt, now)))
    .orderBy(asc(ratings.revealAt))
    .limit(limit);
}

/** Marks one review published at its window's close; false when another pass already did. */
export async function publishReview(tx: DbOrTx, id: number) {
  const rows = await tx
    .update(ratings)
    .set({ publishedAt: ratings.revealAt })
    .where(and(eq(ratings.id, id), isNull(ratings.publishedAt)))
    .returning({ id: ratings.id });
  return rows.length > 0;
}

const reviewColumns = {
  id: ratings.id,
  value: ratings.value,
  comment: ratings.comment,
  jobTitle: jobs.title,
  at: sql<
    Date | string
  >`coalesce((select ${agreements.completedAt} from ${agreements} where ${agreements.jobId} = ${ratings.jobId}), ${ratings.createdAt})`,
  reviewerId: ratings.raterId,
  reviewerName: sql<string | null>`coalesce(${profiles.companyName}, ${profiles.name})`,
  reviewerRole: profiles.role,
  reply: ratings.reply,
  repliedAt: ratings.repliedAt,
  ratedId: ratings.ratedId,
};

/** The published reviews of a person, newest first, a page at a time, and how many there are. */
export async function publicReviewsOf(db: DbOrTx, ratedId: string, limit: number, offset: number) {
  const where = and(eq(ratings.ratedId, ratedId), isVisible);
  const [items, [total]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(ratings)
      .innerJoin(jobs, eq(jobs.id, ratings.jobId))
      .leftJoin(profiles, eq(profiles.id, ratings.raterId))
      .where(where)
      .orderBy(desc(ratings.createdAt), desc(ratings.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(ratings).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findPublicReview(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...reviewColumns, published: isVisible })
    .from(ratings)
    .innerJoin(jobs, eq(jobs.id, ratings.jobId))
    .leftJoin(profiles, eq(profiles.id, ratings.raterId))
    .where(eq(ratings.id, id))
    .limit(1);
  return row ?? null;
}

/** The one answer: written only where none is, so two racing answers cannot both land. */
export async function setReply(tx: DbOrTx, id: number, reply: string) {
  const rows = await tx
    .update(ratings)
    .set({ reply, repliedAt: sql`now()` })
    .where(and(eq(ratings.id, id), isNull(ratings.reply)))
    .returning({ id: ratings.id });
  return rows.length > 0;
}

/**
 * Completed agreements of the person's, whose window is still open and whose other side they have not reviewed:
 * what the dashboard's banner asks for.
 */
export async function pendingReviewsOf(db: DbOrTx, userId: string, since: Date) {
  const other = sql<string>`case when ${agreements.enterpriseId} = ${userId} then ${agreements.creatorId} else ${agreements.enterpriseId} end`;
  return db
    .select({
      jobId: jobs.id,
      jobTitle: jobs.title,
      otherId: profiles.id,
      otherName: sql<string>`coalesce(${profiles.companyName}, ${profiles.name})`,
      otherRole: profiles.role,
      completedAt: agreements.completedAt,
      otherWrote: sql<boolean>`exists (select 1 from ${ratings} r where r.job_id = ${jobs.id} and r.rater_id = ${other} and r.rated_id = ${userId})`,
    })
    .from(agreements)
    .innerJoin(jobs, eq(jobs.id, agreements.jobId))
    .innerJoin(profiles, sql`${profiles.id} = ${other}`)
    .where(
      and(
        or(eq(agreements.enterpriseId, userId), eq(agreements.creatorId, userId)),
        eq(agreements.status, 'completed'),
        eq(jobs.status, 'completed'),
        sql`${agreements.completedAt} > ${since}`,
        sql`not exists (select 1 from ${ratings} r where r.job_id = ${jobs.id} and r.rater_id = ${userId})`,
      ),
    )
    .orderBy(desc(agreements.completedAt))
    .limit(20);
}

/** The two sides of a job's agreement and its title, for the notices asking both to review. */
export async function agreementPartiesOf(db: DbOrTx, jobId: number) {
  const [row] = await db
    .select({
      enterpriseId: agreements.enterpriseId,
      creatorId: agreements.creatorId,
      title: jobs.title,
    })
    .from(agreements)
    .innerJoin(jobs, eq(jobs.id, agreements.jobId))
    .where(eq(agreements.jobId, jobId))
    .limit(1);
  return row ?? null;
}

/** Names as notices and profiles show them: an enterprise by its company name. */
export async function displayNamesOf(db: DbOrTx, ids: string[]) {
  const rows = await db
    .select({
      id: profiles.id,
      role: profiles.role,
      name: sql<string>`coalesce(${profiles.companyName}, ${profiles.name})`,
    })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
