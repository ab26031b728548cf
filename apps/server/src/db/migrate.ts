import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { SERVER_SOURCE_DIR } from '../source-dir';
import type { DbClient } from './client';

export const MIGRATIONS_DIR = path.join(SERVER_SOURCE_DIR, 'db/migrations');
/** Any fixed number; serialises migrations when several processes start against one PostgreSQL at once. */
const MIGRATION_LOCK_KEY = 4_242_001;

/**
 * Applies committed drizzle-kit migrations from code (drizzle-kit's own migrate cannot load pg_trgm into PGlite).
 * `directUrl` bypasses a transaction pooler, which would break the session-level advisory lock.
 */
export async function runMigrations(client: DbClient, directUrl: string | null = null): Promise<void> {
  if (client.driver === 'pglite') {
    await migratePglite(client.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const connection = new pg.Client({ connectionString: directUrl ?? client.url ?? undefined });
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(connection), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await connection.end();
  }
}
