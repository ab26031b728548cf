import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess | null;
  env: NodeJS.ProcessEnv;
  logFile: string;
}

/** One production server process (`node --import tsx apps/server/src/main.ts`, as `npm start` runs it). */
export function startInstance(instance: Instance): void {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: path.join(ROOT, 'apps/server'),
    env: instance.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(instance.logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  instance.child = child;
}

export async function waitHealthy(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops a child and waits for it to exit; `SIGKILL` is the crash the bench simulates. */
export async function stopChild(
  child: ChildProcess | null,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
