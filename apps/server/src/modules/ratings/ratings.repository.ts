import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { ratings } from '../../db/schema/ratings';

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

/** One rating per rater and rated user: a second one replaces the first. */
export async function upsertRating(
  tx: DbOrTx,
  input: { raterId: string; ratedId: string; value: number; comment: string | null },
) {
  const [row] = await tx
    .insert(ratings)
    .values(input)
    .onConflictDoUpdate({
      target: [ratings.raterId, ratings.ratedId],
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

export async function findRating(db: DbOrTx, raterId: string, ratedId: string) {
  const [row] = await db
    .select()
    .from(ratings)
    .where(and(eq(ratings.raterId, raterId), eq(ratings.ratedId, ratedId)))
    .limit(1);
  return row ?? null;
}
