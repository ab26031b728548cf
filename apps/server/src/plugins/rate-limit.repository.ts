import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';

/**
 * Counts `attempts` (one unless said) under `key` in its fixed window of `windowMs` ending now: a window that has
 * passed starts again from them. Returns the count and when the window began.
 */
export async function countAttempt(db: DbOrTx, key: string, windowMs: number, now: number, attempts = 1) {
  const [row] = await queryRows<{ count: number; last_request: string | number }>(
    db,
    sql`
    insert into rate_limits (key, count, last_request) values (${key}, ${attempts}, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${now - windowMs} then ${attempts}
        else rate_limits.count + ${attempts} end,
      last_request = case when rate_limits.last_request <= ${now - windowMs} then ${now} else rate_limits.last_request end
    returning count, last_request`,
  );
  return row ? { count: Number(row.count), windowStart: Number(row.last_request) } : null;
}

/** Forgets counters whose last attempt is older than `before`. */
export async function pruneAttempts(db: DbOrTx, before: number) {
  await db.execute(sql`delete from rate_limits where last_request < ${before}`);
}
