import { readFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createDbClient } from '../db/client';

export const TEST_ORIGIN = 'http://localhost:3000';

/** The database under test: a fresh in-memory PGlite from the migrated template, or the shared PostgreSQL scratch database. */
export async function openTestDb() {
  if (process.env.TEST_DB === 'pg') {
    return createDbClient({ url: process.env.TEST_DATABASE_URL!, poolMax: 5 });
  }
  const template = await readFile(inject('pgliteTemplate'));
  return createDbClient({ url: null, pgliteDataDir: 'memory://', pgliteLoadDataDir: new Blob([template]) });
}

/**
 * A ready app on its own data folder. Rate limits are off unless a test turns them on; logs are off unless a test
 * asks for them (`logger: true` with a `logLevel`), to see why a request failed on the server.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, 'onRoute' | 'logger'> = {},
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
  const dbClient = await openTestDb();
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
