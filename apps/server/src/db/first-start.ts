import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Set on the child process that only creates the embedded database, migrates it, loads the demo data and exits. */
const FIRST_START_CHILD = 'KALASETU_FIRST_START_CHILD';

/** True in that child: main.ts then prepares the database and exits instead of listening. */
export function isFirstStartChild(): boolean {
  return process.env[FIRST_START_CHILD] === '1';
}

/** An embedded database folder that PostgreSQL has not been initialised in yet. */
export function isNewPgliteFolder(pgliteDataDir: string | null): boolean {
  return pgliteDataDir !== null && !existsSync(path.join(pgliteDataDir, 'PG_VERSION'));
}

/**
 * Runs this same server program once more, as a child with FIRST_START_CHILD set, and waits for it to create the
 * embedded database, run every migration and load the demo data. Doing that in the server's own process left it
 * about 100 MB larger for good: PGlite's WebAssembly memory never shrinks, and V8's heap and malloc's arenas keep
 * what building the demo data used. The child's memory all goes when it exits (decision 311).
 */
export async function prepareInChildProcess(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [FIRST_START_CHILD]: '1' },
    stdio: 'inherit',
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`preparing the embedded database failed (exit ${code ?? signal})`);
}
