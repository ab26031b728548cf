import type { TestProject } from 'vitest/node';
import { createDbClient } from '../db/client';
import { runMigrations } from '../db/migrate';
import { migratedPgliteTemplate } from './pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates once per run on PostgreSQL (the scratch database itself); on PGlite, finds the migrated template that every
 * test file loads into its own in-memory instance, made once per change of the migrations (test/pglite-template.ts).
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
  project.provide('pgliteTemplate', await migratedPgliteTemplate());
}
