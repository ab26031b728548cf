import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema/contact-messages';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = Pick<
  typeof contactMessages.$inferInsert,
  'name' | 'email' | 'subject' | 'message'
>;

export async function insertContactMessage(
  db: DbOrTx,
  values: NewContactMessage,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

const readFilter = (read: boolean | null): SQL | undefined =>
  read === null ? undefined : eq(contactMessages.read, read);

/** Unread before read, then newest first; the id breaks ties between messages of the same instant. */
export async function contactMessagesPage(
  db: DbOrTx,
  options: { read: boolean | null; limit: number; offset: number },
): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(readFilter(options.read))
    .orderBy(asc(contactMessages.read), desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countContactMessages(db: DbOrTx, read: boolean | null): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(readFilter(read));
  return Number(row?.n ?? 0);
}

export async function setContactMessageRead(
  db: DbOrTx,
  id: number,
  read: boolean,
): Promise<ContactMessageRow | null> {
  const [row] = await db.update(contactMessages).set({ read }).where(eq(contactMessages.id, id)).returning();
  return row ?? null;
}
