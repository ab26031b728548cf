import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { portfolioItems } from '../../db/schema/portfolio-items';
import { profiles } from '../../db/schema/profiles';

export type PortfolioRow = typeof portfolioItems.$inferSelect;
export type NewPortfolioRow = Omit<
  typeof portfolioItems.$inferInsert,
  'id' | 'position' | 'createdAt' | 'updatedAt'
>;

// Read on every creator's page: prepared once per database handle.
const portfolioInOrder = preparedPerDb((db) =>
  db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.creatorId, sql.placeholder('creatorId')))
    .orderBy(asc(portfolioItems.position), asc(portfolioItems.id))
    .prepare('portfolio_of'),
);

export async function portfolioOf(db: DbOrTx, creatorId: string) {
  return portfolioInOrder(db).execute({ creatorId });
}

export async function findPortfolioItem(db: DbOrTx, id: number) {
  const [row] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, id)).limit(1);
  return row ?? null;
}

export async function countPortfolio(db: DbOrTx, creatorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(portfolioItems)
    .where(eq(portfolioItems.creatorId, creatorId));
  return row?.n ?? 0;
}

/**
 * Holds the creator's profile row until the transaction ends, so two adds at once take turns: the count one of them
 * reads already includes the other's item.
 */
export async function lockPortfolioOwner(db: DbOrTx, creatorId: string) {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, creatorId)).for('update');
}

/** Appends at the end of the creator's order. */
export async function insertPortfolioItem(db: DbOrTx, item: NewPortfolioRow) {
  const [row] = await db
    .insert(portfolioItems)
    .values({
      ...item,
      position: sql`(select coalesce(max(${portfolioItems.position}) + 1, 0) from ${portfolioItems} where ${portfolioItems.creatorId} = ${item.creatorId})`,
    })
    .returning();
  return row!;
}

export async function updatePortfolioItem(
  db: DbOrTx,
  id: number,
  patch: Partial<
    Pick<PortfolioRow, 'title' | 'description' | 'mediaUrl' | 'thumbnailUrl' | 'mediaKey' | 'thumbnailKey'>
  >,
) {
  const [row] = await db
    .update(portfolioItems)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(portfolioItems.id, id))
    .returning();
  return row ?? null;
}

export async function deletePortfolioItem(db: DbOrTx, id: number) {
  await db.delete(portfolioItems).where(eq(portfolioItems.id, id));
}

/** Locks the creator's items so two reorders (or a reorder and an add) cannot interleave. */
export async function lockPortfolioIds(db: DbOrTx, creatorId: string): Promise<number[]> {
  const rows = await db
    .select({ id: portfolioItems.id })
    .from(portfolioItems)
    .where(eq(portfolioItems.creatorId, creatorId))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setPortfolioPosition(db: DbOrTx, creatorId: string, id: number, position: number) {
  await db
    .update(portfolioItems)
    .set({ position, updatedAt: sql`now()` })
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.creatorId, creatorId)));
}

/**
 * The first `perCreator` images and videos of each creator, in their own order, in one query (a directory page
 * asks for up to a page of creators at once). Every creator card shows them (home, the directory), so the query is
 * prepared once per database handle, the creators given as one array.
 */
const firstWork = preparedPerDb((db) => {
  const ranked = db
    .select({
      id: portfolioItems.id,
      creatorId: portfolioItems.creatorId,
      type: portfolioItems.type,
      title: portfolioItems.title,
      mediaUrl: portfolioItems.mediaUrl,
      thumbnailUrl: portfolioItems.thumbnailUrl,
      rank: sql<number>`row_number() over (partition by ${portfolioItems.creatorId} order by ${portfolioItems.position}, ${portfolioItems.id})`.as(
        'rank',
      ),
    })
    .from(portfolioItems)
    .where(
      and(
        sql`${portfolioItems.creatorId} = any(${sql.placeholder('creatorIds')}::uuid[])`,
        inArray(portfolioItems.type, ['image', 'video']),
      ),
    )
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, sql.placeholder('perCreator')))
    .orderBy(ranked.creatorId, ranked.rank)
    .prepare('first_work_of');
});

export async function firstWorkOf(db: DbOrTx, creatorIds: string[], perCreator: number) {
  if (creatorIds.length === 0) return [];
  return firstWork(db).execute({ creatorIds, perCreator });
}
