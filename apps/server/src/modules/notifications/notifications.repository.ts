import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { NotificationFilter } from '@kalasetu/shared/notifications';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profiles';

export type NotificationRow = typeof notifications.$inferSelect;

const FILTERS: Record<NotificationFilter, SQL | undefined> = {
  all: undefined,
  unread: eq(notifications.read, false),
  application_status: eq(notifications.type, 'application_status'),
  new_message: eq(notifications.type, 'new_message'),
};

export async function listNotifications(
  db: DbOrTx,
  userId: string,
  filter: NotificationFilter,
  limit: number,
) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), FILTERS[filter]))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnreadNotifications(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return Number(row?.n ?? 0);
}

export async function findNotification(db: DbOrTx, id: number) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row;
}

export async function markNotificationRead(db: DbOrTx, id: number) {
  await db.update(notifications).set({ read: true }).where(eq(notifications.id, id));
}

export async function markAllNotificationsRead(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function insertNotification(db: DbOrTx, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** The receiver's `new_message` notifications about one sender, once their messages have been read. */
export async function markMessageNotificationsRead(db: DbOrTx, userId: string, senderId: string) {
  await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'new_message'),
        eq(notifications.relatedId, senderId),
        eq(notifications.read, false),
      ),
    );
}

export async function listAdminIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin'));
  return rows.map((row) => row.id);
}
