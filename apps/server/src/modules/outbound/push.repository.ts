import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/push-subscriptions';
import { serverKeys } from '../../db/schema/server-keys';

export async function listPushSubscriptions(db: DbOrTx, userId: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/**
 * Keeps a browser's subscription for the person (an endpoint belongs to one browser, so one another account held
 * passes to this one: the browser's new user), then keeps only their newest `cap` browsers.
 */
export async function savePushSubscription(
  db: DbOrTx,
  row: { userId: string; endpoint: string; p256dh: string; auth: string },
  cap: number,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: new Date() },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, row.userId))
      .orderBy(sql`${pushSubscriptions.createdAt} desc`, sql`${pushSubscriptions.id} desc`)
      .limit(cap);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, row.userId), notInArray(pushSubscriptions.id, newest)));
  });
}

/** Removes the person's subscription with this endpoint; returns how many browsers they still have. */
export async function removePushSubscription(db: DbOrTx, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.count ?? 0;
}

export async function deletePushSubscriptions(db: DbOrTx, ids: string[]) {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function markPushSent(db: DbOrTx, ids: string[], at: Date) {
  if (ids.length > 0)
    await db.update(pushSubscriptions).set({ lastSentAt: at }).where(inArray(pushSubscriptions.id, ids));
}

/** A kept key by name, storing `made` first when there is none (the first of several instances to start wins). */
export async function keepServerKey(db: DbOrTx, name: string, made: string) {
  await db.insert(serverKeys).values({ name, value: made }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(eq(serverKeys.name, name));
  return row!.value;
}
