import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openTestDb } from './build-test-app';

/** Notices queued by files that never send (most API tests notify someone): set aside, not sent. */
const SET_ASIDE_BACKLOG =
  "update deliveries set status = 'skipped', note = 'queued by another test file' where status = 'pending'";

/**
 * A scheduled pass claims every due message in the database (decision 210), and the API test files share a database
 * (one on PostgreSQL; one per worker on PGlite). A file that runs passes and checks what they sent first sets aside
 * what earlier files queued, which would otherwise be sent before its own and past one pass's batch. On PostgreSQL it
 * also holds this lock from before it makes its first record until it is done: another such file's pass, in the other
 * worker, would otherwise send (and claim) its mail; a PGlite worker runs its files one after another. Returns the
 * release.
 */
export async function holdMailPasses(): Promise<() => Promise<void>> {
  if (process.env.TEST_DB !== 'pg') {
    await (await openTestDb()).db.execute(sql.raw(SET_ASIDE_BACKLOG));
    return async () => {};
  }
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query("select pg_advisory_lock(hashtext('kalasetu tests: scheduled mail passes'))");
  await client.query(SET_ASIDE_BACKLOG);
  // Closing the session releases the lock.
  return () => client.end();
}
