/** Seeding scratch databases and running the server as its own process, in production mode, for bench/api. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The environment with `overrides` applied; an undefined override removes the variable. */
export function withEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...overrides };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  return env;
}

export function run(command: string, commandArgs: string[], env: Record<string, string | undefined>) {
  console.log(`$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: ROOT, env: withEnv(env), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${result.status})`);
}

export async function recreatePgDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

/**
 * The server as production runs it (NODE_ENV=production, LOG_LEVEL=warn) with the per-address rate limits off:
 * every request of the bench comes from 127.0.0.1, so the limiter would answer most of them with 429.
 */
export async function startServer(
  port: number,
  env: Record<string, string | undefined>,
  /** Extra Node options, e.g. --cpu-prof (the profile is written when the server exits after SIGTERM). */
  nodeArgs: string[] = [],
  /** Another checkout to run the server from (a before/after comparison); this one by default. */
  root = ROOT,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: withEnv({
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-only-secret-0123456789abcdefghijklmnop',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      // autocannon keeps its connections open past the server's `Connection: close`, and Node answers 503 to every
      // request over the per-socket limit (decision 085): a fast 503 is not a health or search figure.
      MAX_REQUESTS_PER_SOCKET: '1000000000',
      SEED_DEMO: 'never',
      ...env,
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
