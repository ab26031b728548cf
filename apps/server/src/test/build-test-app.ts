import { readFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createDbClient, type DbClient } from '../db/client';

export const TEST_ORIGIN = 'http://localhost:3000';

let workerPglite: Promise<DbClient> | undefined;

/**
 * The database under test. On PostgreSQL, a pool on the shared scratch database; on PGlite, one in-memory database per
 * test worker, started from the migrated template when the worker's first file asks and shared by its later files
 * (closing it is left to the worker's exit). Starting PGlite takes one to two seconds of CPU, once per file it was a
 * fifth of the suite; the files already share one database on PostgreSQL, so none expects an empty one.
 */
export async function openTestDb({ own = false } = {}): Promise<DbClient> {
  if (process.env.TEST_DB === 'pg') {
    return createDbClient({ url: process.env.TEST_DATABASE_URL!, poolMax: 5 });
  }
  const open = async () =>
    createDbClient({
      url: null,
      pgliteDataDir: 'memory://',
      pgliteLoadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
    });
  if (own) return open();
  workerPglite ??= open();
  return { ...(await workerPglite), close: async () => {} };
}

/**
 * A ready app on its own data folder. Rate limits are off unless a test turns them on; logs are off unless a test
 * asks for them (`logger: true` with a `logLevel`), to see why a request failed on the server. `ownDatabase` gives a
 * PGlite app an empty marketplace of its own (on PostgreSQL, modules/admin/isolated-test-app.ts makes one).
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  {
    ownDatabase = false,
    ...options
  }: Pick<BuildAppOptions, 'onRoute' | 'logger'> & { ownDatabase?: boolean } = {},
): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-test-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'off',
      PUBLIC_URL: TEST_ORIGIN,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    overrides,
  );
  const dbClient = await openTestDb({ own: ownDatabase });
  return buildApp(config, { dbClient, closeDbClient: true, logger: false, ...options });
}

/**
 * A second server instance beside `first`, on the same database: its own connection on PostgreSQL, the same embedded
 * database on PGlite (one process's). For the tests that cross instances (realtime through LISTEN/NOTIFY).
 */
export async function buildSecondInstance(first: FastifyInstance): Promise<FastifyInstance> {
  const onPostgres = process.env.TEST_DB === 'pg';
  const dbClient = onPostgres ? await openTestDb() : first.dbClient;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: first.config.dataDir,
  });
  return buildApp(config, { dbClient, closeDbClient: onPostgres, logger: false });
}

/** Listens on a free loopback port and returns the base URL, for tests that need a real HTTP connection. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
