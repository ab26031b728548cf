import pg from 'pg';

/**
 * A scheduled pass claims every due message in the database (decision 210). On PostgreSQL the API test files share
 * one database, so a file that runs passes and checks what they sent holds this lock from before it makes its first
 * record until it is done: another such file's pass, in the other worker, would otherwise send (and claim) its mail.
 * What other files queued meanwhile is set aside first. On PGlite every file has its own database, and this does
 * nothing. Returns the release.
 */
export async function holdMailPasses(): Promise<() => Promise<void>> {
  if (process.env.TEST_DB !== 'pg') return async () => {};
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query("select pg_advisory_lock(hashtext('kalasetu tests: scheduled mail passes'))");
  // Notices queued by files that never send (most API tests notify someone) would otherwise be this file's backlog,
  // sent before its own and past one pass's batch.
  await client.query(
    "update deliveries set status = 'skipped', note = 'queued by another test file' where status = 'pending'",
  );
  // Closing the session releases the lock.
  return () => client.end();
}
