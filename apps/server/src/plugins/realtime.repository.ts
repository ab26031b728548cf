import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { realtimeEvents } from '../db/schema/realtime-events';

export type RealtimeEventRow = typeof realtimeEvents.$inferSelect;

/**
 * Stores an event for `userId` and announces it on `channel`; PostgreSQL delivers the NOTIFY when the transaction
 * `db` belongs to commits.
 */
export async function insertAndNotify(
  db: DbOrTx,
  channel: string,
  event: { userId: string; type: string; payload: Record<string, unknown> },
) {
  await db.execute(sql`
    with inserted as (
      insert into realtime_events (user_id, type, payload)
      values (${event.userId}, ${event.type}, ${JSON.stringify(event.payload)}::jsonb)
      returning id, user_id
    )
    select pg_notify(${channel}, json_build_object('id', id, 'userId', user_id)::text) from inserted`);
}

/** A user's events after `since`, oldest first. */
export async function eventsAfter(db: DbOrTx, userId: string, since: number, limit: number) {
  return db
    .select()
    .from(realtimeEvents)
    .where(and(eq(realtimeEvents.userId, userId), gt(realtimeEvents.id, since)))
    .orderBy(asc(realtimeEvents.id))
    .limit(limit);
}

/** The id of a user's newest event, if any. */
export async function latestEventId(db: DbOrTx, userId: string): Promise<number | undefined> {
  const [latest] = await db
    .select({ id: realtimeEvents.id })
    .from(realtimeEvents)
    .where(eq(realtimeEvents.userId, userId))
    .orderBy(desc(realtimeEvents.id))
    .limit(1);
  return latest?.id;
}

export async function deleteEventsBefore(db: DbOrTx, before: Date) {
  await db.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, before));
}
