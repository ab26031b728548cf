import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/idempotency-keys';

export async function findIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

export async function insertIdempotencyKey(db: DbOrTx, values: typeof idempotencyKeys.$inferInsert) {
  await db.insert(idempotencyKeys).values(values);
}

/** Stored replies older than `before` (decision 247); returns how many went. */
export async function deleteIdempotencyKeysBefore(db: DbOrTx, before: Date) {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
