// Runs before every journey file (vitest.config.ts `setupFiles`): the file's own server and database.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config';
import { createDbClient, type DbClient } from '../../../server/src/db/client';
import { setBaseUrl } from './base-url';

/** A port nobody listens on now, so the app can be built with its public address before it listens. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The web app and the API over an in-memory PGlite copy of the migrated template (support/global-setup.ts): each
 * journey file has its own, so two files running side by side never see each other's records (docs/testing.md).
 */
let app: FastifyInstance | undefined;
let dbClient: DbClient | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  const external = inject('externalBaseUrl');
  if (external) {
    setBaseUrl(external);
    return;
  }
  dataDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-e2e-'));
  const template = await readFile(inject('e2eTemplate'));
  dbClient = await createDbClient({
    url: null,
    pgliteDataDir: 'memory://',
    pgliteLoadDataDir: new Blob([template]),
  });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      RATE_LIMITS: 'off',
    }),
    { dbClient, logger: false },
  );
  await app.listen({ port, host: '127.0.0.1' });
  setBaseUrl(baseUrl);
}, 120_000);

/**
 * This file's own server, for a journey that runs its scheduled sends and reads its outbox (what a person would be
 * mailed or texted); journeys against an external server (E2E_BASE_URL) cannot, and say so.
 */
export function localServer(): FastifyInstance {
  if (!app) throw new Error('this journey needs the in-process server: it reads the outbox');
  return app;
}

afterAll(async () => {
  await app?.close();
  await dbClient?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
