import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PgliteWorkerProxy, type PgliteHandle } from './pglite-proxy';
import * as schema from './schema/all';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A handle that may be the database or a transaction inside it; repositories accept either. */
export type DbOrTx = Database | Transaction;

/** How long opening a database connection may take before the API answers 503 (decision 095). */
export const DATABASE_CONNECT_TIMEOUT_MS = 800;
/** How long a request may queue for a free pooled connection under load (the query timeout, decision 095). */
export const DATABASE_POOL_WAIT_MS = 10_000;

/** The pool's connections, each with the short connect timeout (the pool's own timeout is the queue wait). */
class FastFailClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS });
  }
}

export interface DbOptions {
  /** A postgres:// URL, or null for PGlite. */
  url: string | null;
  /** PGlite data directory; null or 'memory://' keeps it in memory. */
  pgliteDataDir?: string | null;
  /** A PGlite dump (from `dumpDataDir`) to start from: tests load a migrated template instead of migrating again. */
  pgliteLoadDataDir?: Blob | File;
  poolMax?: number;
  /** Client-side limit on one query (default 10 s, the request path's); batch jobs like the scale seed pass more. */
  queryTimeoutMs?: number;
}

export interface DbClient {
  db: Database;
  driver: 'pglite' | 'pg';
  /** PGlite, running in a worker thread, when driver is pglite (for dumps and LISTEN; decision 110). */
  pglite: PgliteHandle | null;
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
      // Waiting for a free pooled connection while the database is merely busy: queue, do not refuse.
      connectionTimeoutMillis: DATABASE_POOL_WAIT_MS,
      // Opening a connection is what fails when the database is down: a refused one fails at once, a silent one
      // after DATABASE_CONNECT_TIMEOUT_MS, and the API answers 503 + Retry-After within a second.
      Client: FastFailClient,
      idleTimeoutMillis: 30_000,
      // A server that vanished without closing its sockets is noticed by TCP keep-alive, not after hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // A query stuck behind a dead server must fail so the API can answer 503 instead of hanging.
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
      ping: () => ping(() => pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const dataDir =
    options.pgliteDataDir && options.pgliteDataDir !== 'memory://' ? options.pgliteDataDir : undefined;
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  // In a worker thread: a query computing in WASM must not hold the server's event loop.
  const client = await PgliteWorkerProxy.start({ dataDir, loadDataDir: options.pgliteLoadDataDir });
  const db = drizzlePglite(client as unknown as PGlite, {
    schema,
    casing: 'snake_case',
  }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    pool: null,
    url: null,
    ping: () => ping(() => client.ping()),
    close: () => client.close(),
  };
}

/** `select 1` straight to the driver: /api/health asks for it on every call, so drizzle need not build it each time. */
async function ping(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
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
