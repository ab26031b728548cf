import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
// @ts-expect-error plain ESM helper shared with `npm start`
import { ensureServerBuild, SERVER_BUNDLE } from '../../../scripts/server-build.mjs';

/**
 * `npm start` runs the bundle, not these sources (decision 310): it must find what it reads at run time (the
 * migrations, the PGlite worker, the PIN code table) from apps/server/dist, start and answer.
 */
describe('the bundled server', () => {
  it('starts from apps/server/dist/main.js, migrates, answers health and looks up a PIN code', async () => {
    await ensureServerBuild({ quiet: true });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-bundle-'));
    const server = spawn(process.execPath, [SERVER_BUNDLE as string], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'never',
        LOG_LEVEL: 'info',
        DATABASE_URL: process.env.TEST_DB === 'pg' ? process.env.TEST_DATABASE_URL : '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Also when the test times out before the finally below runs.
    onTestFinished(() => {
      if (server.exitCode === null) server.kill('SIGKILL');
    });
    try {
      const base = await new Promise<string>((resolve, reject) => {
        let output = '';
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (listening) resolve(listening[1]!);
        });
        server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        server.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
      });
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      const lookup = await fetch(`${base}/api/locations/pincode/415612`);
      expect(lookup.status).toBe(200);
      expect(((await lookup.json()) as { state: string }).state).toBe('maharashtra');
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
    // A fresh PGlite database runs initdb and every migration first.
  }, 120_000);
});
