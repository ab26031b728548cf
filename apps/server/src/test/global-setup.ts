import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDbClient } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates once per run: on PostgreSQL the scratch database itself; on PGlite a template that every test
 * file loads into its own in-memory instance (much faster than migrating per file).
 */
export default async function setup(project: TestProject) {
  // Global setup runs in the main process, where the project's `env` is not applied: ask the project.
  if (project.config.env?.TEST_DB === 'pg') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
    const client = await createDbClient({ url });
    await runMigrations(client);
    await client.close();
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'kalasetu-pglite-'));
  const client = await createDbClient({ url: null, pgliteDataDir: 'memory://' });
  await runMigrations(client);
  const dump = await client.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
