/**
 * Helpers shared by the benchmarks (bench/api, bench/web, bench/load, bench/db-outage): start the real server as a
 * child process (the load comes from the benchmark's own process), scratch databases, free ports, small HTTP
 * utilities.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error plain ESM helper shared with `npm start`
import { ensureServerBuild } from '../../scripts/server-build.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** Production mode needs a secret; this one exists only for benchmark runs on loopback. */
export const BENCH_AUTH_SECRET = 'kalasetu-benchmark-secret-for-loopback-runs-only';

/** The environment with `overrides` applied; an undefined override removes the variable. */
export function withEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...overrides };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  return env;
}

export function run(command: string, commandArgs: string[], env: Record<string, string | undefined> = {}) {
  console.log(`$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: ROOT, env: withEnv(env), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${result.status})`);
}

export async function recreatePgDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

export async function dropPgDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

/** Builds the web app once when there is no build, so the server runs as in production (it serves the pages). */
export function ensureWebBuild() {
  const result = spawnSync('test', ['-f', path.join(ROOT, 'apps/web/dist/index.html')]);
  if (result.status !== 0) run('npm', ['run', 'build']);
}

/**
 * For throughput benchmarks, where every request comes from 127.0.0.1: the per-address rate limits would answer
 * most requests with 429, and autocannon keeps its connections open past the server's `Connection: close`, so Node
 * would answer 503 to every request over the per-socket limit (decision 085). A fast 429 or 503 is not a figure.
 */
export const THROUGHPUT_ENV = { RATE_LIMITS: 'off', MAX_REQUESTS_PER_SOCKET: '1000000000' } as const;

export interface ServerOptions {
  port: number;
  env: Record<string, string | undefined>;
  /** A file that receives the server's stderr (better-auth's error log); otherwise it is shown. */
  stderrFile?: string;
  /** Extra Node options, e.g. --cpu-prof (the profile is written when the server exits after SIGTERM). */
  nodeArgs?: string[];
  /** Another checkout to run the server from (a before/after comparison); this one by default. */
  root?: string;
  /** Run the bundle `npm start` runs (apps/server/dist/main.js, built when stale) instead of the sources with tsx. */
  bundle?: boolean;
  /** Start the server with this open-file limit (`ulimit -n`; raising the hard limit needs root), else the highest allowed. */
  fileLimit?: number;
  /** How long to wait for /api/health to answer (a first start seeds the demo data; slow on a busy machine). */
  startTimeoutMs?: number;
}

/** Starts the server in production mode (its sources, or the bundle) and waits until /api/health answers 200. */
export async function startServer({
  port,
  env,
  stderrFile,
  nodeArgs = [],
  root = ROOT,
  bundle = false,
  fileLimit,
  startTimeoutMs = 120_000,
}: ServerOptions): Promise<ChildProcess> {
  const stderr = stderrFile ? openSync(stderrFile, 'w') : 'inherit';
  if (bundle && root === ROOT) await ensureServerBuild({ quiet: true });
  // Another checkout builds its own bundle with its own script.
  else if (
    bundle &&
    spawnSync(process.execPath, ['scripts/server-build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0
  )
    throw new Error(`could not build the server bundle in ${root}`);
  const node = [
    process.execPath,
    // On PGlite, as `npm start` runs it (scripts/start.mjs says why).
    ...(env.DATABASE_URL ? [] : ['--no-wasm-code-gc']),
    ...nodeArgs,
    ...(bundle ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts']),
  ];
  // The shell sets the limit and then becomes the server: the child's pid is the server's.
  const [command, ...commandArgs] = fileLimit
    ? [
        '/bin/sh',
        '-c',
        `ulimit -n ${fileLimit} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"`,
        'sh',
        ...node,
      ]
    : node;
  const child = spawn(command!, commandArgs, {
    cwd: root,
    env: withEnv({
      NODE_ENV: 'production',
      AUTH_SECRET: BENCH_AUTH_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'never',
      DATA_DIR: path.join(os.tmpdir(), `kalasetu-bench-data-${port}`),
      ...env,
    }),
    stdio: ['ignore', 'ignore', stderr],
  });
  for (let attempt = 0; attempt < startTimeoutMs / 500; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The first of `ports` on which nothing listens on 127.0.0.1, so a benchmark does not meet a running server. */
export async function freePort(...ports: number[]): Promise<number> {
  for (const port of ports) {
    const inUse = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!inUse) return port;
  }
  throw new Error(`ports ${ports.join(', ')} are all in use`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return cookieHeader(response);
}

export function machineDescription(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Lines of a server's stderr file that report an error (better-auth writes ERROR; pino's JSON goes to stdout). */
export function errorLines(file: string): number {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /ERROR/.test(line)).length;
}
