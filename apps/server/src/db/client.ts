import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/all';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A handle that may be the database or a transaction inside it; repositories accept either. */
export type DbOrTx = Database | Transaction;

export interface DbOptions {
  /** A postgres:// URL, or null for PGlite. */
  url: string | null;
  /** PGlite data directory; null or 'memory://' keeps it in memory. */
  pgliteDataDir?: string | null;
  /** A PGlite dump (from `dumpDataDir`) to start from: tests load a migrated template instead of migrating again. */
  pgliteLoadDataDir?: Blob | File;
  poolMax?: number;
  /** PostgreSQL only: how long one query may run (10 s for the API; the bulk seed of a million jobs needs more). */
  queryTimeoutMs?: number;
}

export interface DbClient {
  db: Database;
  driver: 'pglite' | 'pg';
  /** Raw PGlite instance when driver is pglite (for dumps and LISTEN). */
  pglite: PGlite | null;
  pool: pg.Pool | null;
  url: string | null;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The only place that knows whether the database is embedded PGlite or a PostgreSQL server. */
export async function createDbClient(options: DbOptions): Promise<DbClient> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 2_000,
      idleTimeoutMillis: 30_000,
      // A query stuck behind a dead server must fail fast so the API can answer 503 instead of hanging.
      query_timeout: options.queryTimeoutMs ?? 10_000,
    });
    // An idle client losing its server must not crash the process; the next query reports the outage.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      driver: 'pg',
      pglite: null,
      pool,
      url: options.url,
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  const dataDir =
    options.pgliteDataDir && options.pgliteDataDir !== 'memory://' ? options.pgliteDataDir : undefined;
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    loadDataDir: options.pgliteLoadDataDir,
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    pool: null,
    url: null,
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). Values are always bound parameters. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
