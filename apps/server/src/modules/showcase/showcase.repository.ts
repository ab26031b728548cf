import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { showcaseItems } from '../../db/schema/showcase-items';

export type ShowcaseRow = typeof showcaseItems.$inferSelect;

/** Featured items first, then newest (the index showcase_featured_created_idx serves this order). */
export async function showcaseInOrder(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(showcaseItems)
    .orderBy(desc(showcaseItems.featured), desc(showcaseItems.createdAt), desc(showcaseItems.id))
    .limit(limit);
}
