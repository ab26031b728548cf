import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';

/** Runs `work` in a transaction whose statements PostgreSQL cancels past `ms` (SQLSTATE 57014). */
export async function withStatementTimeout<T>(db: Database, ms: number, work: (tx: DbOrTx) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(ms)}`));
    return work(tx);
  });
}
