import { and, eq } from 'drizzle-orm';
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
