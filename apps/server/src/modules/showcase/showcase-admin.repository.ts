import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { showcaseItems } from '../../db/schema/showcase-items';

type ShowcaseValues = Omit<typeof showcaseItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertShowcaseItems(db: DbOrTx, values: ShowcaseValues[]) {
  return db.insert(showcaseItems).values(values).returning();
}

export async function updateShowcaseItem(db: DbOrTx, id: number, values: ShowcaseValues) {
  const [row] = await db
    .update(showcaseItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(showcaseItems.id, id))
    .returning();
  return row;
}

export async function deleteShowcaseItem(db: DbOrTx, id: number) {
  const [row] = await db.delete(showcaseItems).where(eq(showcaseItems.id, id)).returning();
  return row;
}

export async function findShowcaseItem(db: DbOrTx, id: number) {
  const [row] = await db.select().from(showcaseItems).where(eq(showcaseItems.id, id)).limit(1);
  return row;
}

export async function findShowcaseItemByKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ id: showcaseItems.id })
    .from(showcaseItems)
    .where(eq(showcaseItems.imageKey, key))
    .limit(1);
  return row;
}
