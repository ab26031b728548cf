import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with `npm start`
import { ensureWebBuild } from '../../../../scripts/web-build.mjs';
import { buildApp } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config';
import { createDbClient } from '../../../server/src/db/client';
import { runMigrations } from '../../../server/src/db/migrate';
import { ensureAdmin } from '../../../server/src/modules/admin/admin-accounts.service';
import { E2E_ADMIN } from './accounts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the web app if stale and serves it with the API on a free port, over a fresh PGlite database.
 * With E2E_BASE_URL set, the journeys run against that running deployment instead (bench/cluster points it
 * at its load balancer); that deployment must use RATE_LIMITS=off and list the URL as its PUBLIC_URL.
 */
export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  if (external) {
    project.provide('baseUrl', external);
    return;
  }
  ensureWebBuild({ quiet: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-e2e-'));
  const dbClient = await createDbClient({ url: null, pgliteDataDir: 'memory://' });
  await runMigrations(dbClient);
  await ensureAdmin(dbClient.db, E2E_ADMIN);
  const probe = await buildApp(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' }),
    { dbClient, logger: false },
  );
  await probe.listen({ port: 0, host: '127.0.0.1' });
  const address = probe.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await probe.close();
  // Listen again with PUBLIC_URL matching the real port, so origin checks and links use it.
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await buildApp(
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
  project.provide('baseUrl', baseUrl);
  return async () => {
    await app.close();
    await dbClient.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
