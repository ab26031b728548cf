import pg from 'pg';

/**
 * A scheduled mail pass claims every due mail in the database (decision 210). On PostgreSQL the API test files share
 * one database, so a file that runs passes and checks what they sent holds this lock from before it makes its first
 * record until it is done: another such file's pass, in the other worker, would otherwise send (and claim) its mail.
 * On PGlite every file has its own database, and this does nothing. Returns the release.
 */
export async function holdMailPasses(): Promise<() => Promise<void>> {
  if (process.env.TEST_DB !== 'pg') return async () => {};
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query("select pg_advisory_lock(hashtext('kalasetu tests: scheduled mail passes'))");
  // Closing the session releases the lock.
  return () => client.end();
}
