import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';

/**
 * Counts one attempt under `key` in its fixed window of `windowMs` ending now: a window that has passed starts again
 * at 1. Returns the count and when the window began.
 */
export async function countAttempt(db: DbOrTx, key: string, windowMs: number, now: number) {
  const [row] = await queryRows<{ count: number; last_request: string | number }>(
    db,
    sql`
    insert into rate_limits (key, count, last_request) values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${now - windowMs} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${now - windowMs} then ${now} else rate_limits.last_request end
    returning count, last_request`,
  );
  return row ? { count: Number(row.count), windowStart: Number(row.last_request) } : null;
}

/** Forgets counters whose last attempt is older than `before`. */
export async function pruneAttempts(db: DbOrTx, before: number) {
  await db.execute(sql`delete from rate_limits where last_request < ${before}`);
}
