import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDbClient } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';

/**
 * An app over a database nobody else writes to, for rules about the whole marketplace (no admin yet, the last
 * admin, statistics from a known fixture). On PGlite a database of its own from the template; on PostgreSQL a throwaway
 * database is created, migrated, and dropped when the app closes.
 */
export interface IsolatedApp {
  app: FastifyInstance;
  /** Closes the app and, on PostgreSQL, drops its database. */
  dispose(): Promise<void>;
}

export async function buildIsolatedApp(): Promise<IsolatedApp> {
  if (process.env.TEST_DB !== 'pg') {
    const app = await buildTestApp({}, { ownDatabase: true });
    return { app, dispose: () => app.close() };
  }
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `${base.pathname.slice(1)}_iso_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const dbClient = await createDbClient({ url: url.toString(), poolMax: 5 });
  await runMigrations(dbClient);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    PUBLIC_URL: TEST_ORIGIN,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp(config, { dbClient, closeDbClient: true, logger: false });
  const dispose = async () => {
    await app.close();
    const dropper = new pg.Client({ connectionString: base.toString() });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  };
  return { app, dispose };
}
