import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with `npm start`
import { ensureWebBuild } from '../../../../scripts/web-build.mjs';
import { createDbClient } from '../../../server/src/db/client';
import { runMigrations } from '../../../server/src/db/migrate';
import { ensureAdmin } from '../../../server/src/modules/admin/admin-accounts.service';
import { E2E_ADMIN } from './accounts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A running deployment to test instead of a server per file (E2E_BASE_URL), or ''. */
    externalBaseUrl: string;
    /** A migrated PGlite database with the journeys' admin, which each file's server loads (support/server.ts). */
    e2eTemplate: string;
  }
}

/**
 * Builds the web app if stale and makes the database every journey file starts from: migrated, with the admin
 * account. Each file then serves the app over its own copy (support/server.ts), so files can run side by side
 * (docs/testing.md). With E2E_BASE_URL set, the journeys run against that running deployment instead (bench/cluster
 * points it at its load balancer); that deployment must use RATE_LIMITS=off and list the URL as its PUBLIC_URL.
 */
export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  if (external) {
    project.provide('externalBaseUrl', external);
    project.provide('e2eTemplate', '');
    return;
  }
  ensureWebBuild({ quiet: true });
  const dir = await mkdtemp(path.join(tmpdir(), 'kalasetu-e2e-template-'));
  const dbClient = await createDbClient({ url: null, pgliteDataDir: 'memory://' });
  await runMigrations(dbClient);
  await ensureAdmin(dbClient.db, E2E_ADMIN);
  const dump = await dbClient.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await dbClient.close();
  project.provide('externalBaseUrl', '');
  project.provide('e2eTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
