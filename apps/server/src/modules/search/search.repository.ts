import { desc, eq, sql } from 'drizzle-orm';
import type { SearchList } from '@kalasetu/shared/search';
import { queryRows, type Database, type DbOrTx } from '../../db/client';
import { searchMisses } from '../../db/schema/search-misses';
import { searchSynonyms } from '../../db/schema/search-synonyms';

/** Runs `work` in a transaction whose statements PostgreSQL cancels past `ms` (SQLSTATE 57014). */
export async function withStatementTimeout<T>(db: Database, ms: number, work: (tx: DbOrTx) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(ms)}`));
    return work(tx);
  });
}

export async function listSynonyms(db: DbOrTx) {
  return db.select().from(searchSynonyms).orderBy(desc(searchSynonyms.createdAt), desc(searchSynonyms.id));
}

/** Inserts a synonym unless `cap` exist already; null when the cap is reached. A repeated pair is a unique violation. */
export async function insertSynonym(
  db: DbOrTx,
  values: { term: string; meaning: string; createdBy: string },
  cap: number,
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into search_synonyms (term, meaning, created_by)
      select ${values.term}, ${values.meaning}, ${values.createdBy}::uuid
      where (select count(*) from search_synonyms) < ${cap}
      returning id`,
  );
  if (!row) return null;
  const [synonym] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, row.id));
  return synonym ?? null;
}

export async function deleteSynonym(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id });
  return rows.length > 0;
}

/** One more for a miss already counted; false when these words were never counted. */
export async function countMissAgain(db: DbOrTx, list: SearchList, words: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`update search_misses set count = count + 1, last_at = now()
      where list = ${list} and words = ${words} returning 1 as one`,
  );
  return rows.length > 0;
}

/** A new miss, unless the table already holds `cap` of them (then nothing is written). */
export async function insertMiss(db: DbOrTx, list: SearchList, words: string, cap: number) {
  await db.execute(
    sql`insert into search_misses (list, words)
      select ${list}, ${words} where (select count(*) from search_misses) < ${cap}
      on conflict (list, words) do update set count = search_misses.count + 1, last_at = now()`,
  );
}

export async function topMisses(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(searchMisses)
    .orderBy(desc(searchMisses.count), desc(searchMisses.lastAt))
    .limit(limit);
}
