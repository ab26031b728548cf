import { desc, eq, sql } from 'drizzle-orm';
import type { SearchList } from '@kalasetu/shared/search';
import { queryRows, type Database, type DbOrTx } from '../../db/client';
import { textArray } from '../../db/text-array';
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

/** Misses counted in one go: each list and words with how many times they were searched. */
export interface MissCount {
  list: SearchList;
  words: string;
  count: number;
}

/** Adds each count to its miss already stored, in one statement; returns the ones that were (by list and words). */
export async function countMissesAgain(db: DbOrTx, misses: MissCount[]): Promise<Set<string>> {
  if (misses.length === 0) return new Set();
  const rows = await queryRows<{ list: string; words: string }>(
    db,
    sql`update search_misses m set count = m.count + v.n, last_at = now()
      from unnest(${textArray(misses.map((miss) => miss.list))}, ${textArray(misses.map((miss) => miss.words))},
        ${textArray(misses.map((miss) => String(miss.count)))}::int[]) as v(list, words, n)
      where m.list = v.list and m.words = v.words
      returning m.list, m.words`,
  );
  return new Set(rows.map((row) => missKey(row.list, row.words)));
}

export const missKey = (list: string, words: string) => `${list}\u0000${words}`;

/**
 * New misses with their counts in one statement, in the order given, as many as fit below `cap` rows (the rest are
 * not written). One raced in by another instance since is added to.
 */
export async function insertMisses(db: DbOrTx, misses: MissCount[], cap: number) {
  if (misses.length === 0) return;
  await db.execute(
    sql`insert into search_misses (list, words, count)
      select v.list, v.words, v.n
      from unnest(${textArray(misses.map((miss) => miss.list))}, ${textArray(misses.map((miss) => miss.words))},
        ${textArray(misses.map((miss) => String(miss.count)))}::int[]) with ordinality as v(list, words, n, position)
      order by v.position
      limit greatest(0, ${cap} - (select count(*) from search_misses))
      on conflict (list, words) do update set count = search_misses.count + excluded.count, last_at = now()`,
  );
}

export async function topMisses(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(searchMisses)
    .orderBy(desc(searchMisses.count), desc(searchMisses.lastAt))
    .limit(limit);
}
