import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { JobListResponse } from '@kalasetu/shared/jobs';
// @ts-expect-error plain ESM helper shared with `npm start`
import { ensureServerBuild, SERVER_BUNDLE } from '../../../scripts/server-build.mjs';

/** Starts the bundle as `npm start` does and waits until it listens; stopping it sends SIGTERM and waits. */
async function startBundle(env: Record<string, string | undefined>) {
  await ensureServerBuild({ quiet: true });
  // As `npm start` runs the embedded server (scripts/start.mjs says why).
  const server = spawn(process.execPath, ['--no-wasm-code-gc', SERVER_BUNDLE as string], {
    env: { ...process.env, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Also when the test times out before it is stopped; what the server printed tells why it did not start.
  onTestFinished(({ task }) => {
    if (server.exitCode === null) server.kill('SIGKILL');
    if (task.result?.state === 'fail') console.error(`the bundled server printed:\n${output}`);
  });
  const base = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // The log's address and the banner that says whether the demo data was loaded come in either order.
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening && output.includes('Demo accounts')) resolve(listening[1]!);
    });
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  return {
    base,
    output: () => output,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

async function jobCount(base: string): Promise<number> {
  const response = await fetch(`${base}/api/jobs?sort=newest`);
  expect(response.status).toBe(200);
  return ((await response.json()) as JobListResponse).count!.value;
}

/**
 * `npm start` runs the bundle, not these sources (decision 310): it must find what it reads at run time (the
 * migrations, the PGlite worker, the PIN code table) from apps/server/dist, start and answer.
 */
describe('the bundled server', () => {
  it('starts from apps/server/dist/main.js, migrates, answers health and looks up a PIN code', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-bundle-'));
    try {
      const server = await startBundle({
        DATA_DIR: dataDir,
        SEED_DEMO: 'never',
        DATABASE_URL: process.env.TEST_DB === 'pg' ? process.env.TEST_DATABASE_URL : '',
      });
      expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
      const lookup = await fetch(`${server.base}/api/locations/pincode/415612`);
      expect(lookup.status).toBe(200);
      expect(((await lookup.json()) as { state: string }).state).toBe('maharashtra');
      await server.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // A fresh PGlite database runs initdb and every migration first.
  }, 120_000);

  // The embedded database's first start prepares it in a child process (decision 311); a restart opens it as it is.
  it('loads the demo data on the embedded first start, and only then', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-first-start-'));
    try {
      const first = await startBundle({ DATA_DIR: dataDir, SEED_DEMO: 'auto', DATABASE_URL: '' });
      expect(first.output()).toContain('demo data loaded');
      const jobs = await jobCount(first.base);
      expect(jobs).toBeGreaterThan(0);
      await first.stop();

      const again = await startBundle({ DATA_DIR: dataDir, SEED_DEMO: 'auto', DATABASE_URL: '' });
      expect(again.output()).not.toContain('demo data loaded');
      expect(await jobCount(again.base)).toBe(jobs);
      await again.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
