/**
 * Database outage drill: the server keeps answering while PostgreSQL is stopped, and recovers by itself.
 *
 *   npm run bench:db-outage -- [--down 10] [--pg-port 5433] [--port 5050] [--workers 8] [--mode fast|immediate]
 *
 * Makes a PRIVATE PostgreSQL cluster in a temporary folder (initdb as the postgres user, started with pg_ctl on
 * 127.0.0.1:--pg-port, or 5434 when that is taken; never the shared server), starts the server on it in production mode with the demo data,
 * puts light load on it (anonymous browsing, a signed-in dashboard read, /api/health polled every 100 ms), stops
 * PostgreSQL with `pg_ctl stop -m fast` for --down seconds and starts it again. Prints the timeline and exits 1
 * unless: every request while the database is down is answered 503 with Retry-After in under a second (no hang, no
 * 500, no dropped connection), /api/health says the database is down, the same server process answers 200 again
 * within 5 s of PostgreSQL accepting connections, and nothing fails after that.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../apps/server/src/db/seed/demo';
import { REALTIME_CHANNEL } from '../../apps/server/src/plugins/realtime';
import {
  errorLines,
  freePort,
  machineDescription,
  percentile,
  signIn,
  sleep,
  startServer,
  stopServer,
} from '../lib/server';

const { values: args } = parseArgs({
  options: {
    down: { type: 'string', default: '10' },
    'pg-port': { type: 'string', default: '5433' },
    port: { type: 'string', default: '5050' },
    workers: { type: 'string', default: '8' },
    /** pg_ctl's shutdown mode: fast (sessions terminated cleanly) or immediate (like a crash). */
    mode: { type: 'string', default: 'fast' },
  },
});
const DOWN_MS = Number(args.down) * 1000;
const PG_PORT = await freePort(Number(args['pg-port']), 5434);
const PORT = Number(args.port);
const WORKERS = Number(args.workers);
const MODE = args.mode === 'immediate' ? 'immediate' : 'fast';
const BASE = `http://127.0.0.1:${PORT}`;
const PG_BIN = '/usr/lib/postgresql/15/bin';
const LIMITS = { answerMs: 1000, recoveryMs: 5000 };
const SERVER_LOG = path.join(os.tmpdir(), `kalasetu-outage-server-${PORT}.log`);

/** The first of the ports nothing listens on (another helper's private PostgreSQL may hold 5433). */
// ---------------------------------------------------------------- the private PostgreSQL cluster

const pgDir = mkdtempSync(path.join(os.tmpdir(), 'kalasetu-outage-pg-'));
const dataDir = path.join(pgDir, 'data');
const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
const postgresUid = Number(ids.stdout.trim());
const postgresGid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());

function asPostgres(command: string, commandArgs: string[]) {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...commandArgs], { encoding: 'utf8' })
    : spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${commandArgs.join(' ')} failed: ${result.stderr || result.stdout}`);
}

function initCluster() {
  if (process.getuid?.() === 0) chownSync(pgDir, postgresUid, postgresGid);
  asPostgres(`${PG_BIN}/initdb`, [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
}

const pgCtl = (...ctlArgs: string[]) => asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dataDir, ...ctlArgs]);
const startPg = () =>
  pgCtl(
    '-w',
    '-l',
    path.join(pgDir, 'postgres.log'),
    '-o',
    `-p ${PG_PORT} -k ${pgDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  );
const stopPg = () => pgCtl('-w', '-m', MODE, 'stop');

/** The server's realtime listener, seen from PostgreSQL: its connection's last statement is the LISTEN. */
async function listenConnections(): Promise<number> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${PG_PORT}/kalasetu` });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where query = $1`,
      [`LISTEN ${REALTIME_CHANNEL}`],
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- the light load and what it saw

interface Sample {
  kind: string;
  start: number;
  end: number;
  status: number; // 0 = no answer (connection error or our 5 s client timeout)
  retryAfter: string | null;
  db?: string;
  message?: string;
}

const samples: Sample[] = [];
const t0 = performance.now();
const now = () => performance.now() - t0;
let running = true;

async function probe(kind: string, url: string, headers: Record<string, string> = {}) {
  const start = now();
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(5000) });
    const text = await response.text();
    const sample: Sample = {
      kind,
      start,
      end: now(),
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
    };
    try {
      const body = JSON.parse(text) as { db?: string; error?: { message?: string } };
      sample.db = body.db;
      sample.message = body.error?.message;
    } catch {
      // not JSON
    }
    samples.push(sample);
  } catch {
    samples.push({ kind, start, end: now(), status: 0, retryAfter: null });
  }
}

async function worker(index: number, jobIds: number[], cookie: string) {
  for (let i = index; running; i++) {
    const jobId = jobIds[i % jobIds.length]!;
    const pick = i % 4;
    if (pick === 0) await probe('jobs list', `${BASE}/api/jobs?page=1`);
    else if (pick === 1) await probe('job detail', `${BASE}/api/jobs/${jobId}`);
    else if (pick === 2) await probe('home', `${BASE}/api/home`, { 'accept-language': 'hi' });
    else await probe('my applications', `${BASE}/api/creator/applications`, { cookie });
    await sleep(50);
  }
}

async function healthPoller() {
  while (running) {
    await probe('health', `${BASE}/api/health`);
    await sleep(100);
  }
}

// ---------------------------------------------------------------- the drill

const fmt = (ms: number) => `${ms >= 0 ? '+' : ''}${(ms / 1000).toFixed(2)}s`;
let failed = false;
const check = (ok: boolean, text: string) => {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  if (!ok) failed = true;
};

console.log(`Database outage drill — ${new Date().toISOString()}\nMachine: ${machineDescription()}`);
initCluster();
startPg();
asPostgres(`${PG_BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'postgres', 'kalasetu']);
const server = await startServer({
  port: PORT,
  env: {
    DATABASE_URL: `postgres://postgres@127.0.0.1:${PG_PORT}/kalasetu`,
    SEED_DEMO: 'auto',
    // The drill signs in once; the limits are not what it tests.
    RATE_LIMITS: 'off',
    DATA_DIR: path.join(pgDir, 'server-data'),
  },
  stderrFile: SERVER_LOG,
});
let serverExit: string | null = null;
server.once('exit', (code, signal) => {
  serverExit = `code ${code} signal ${signal}`;
});

try {
  const jobs = (await (await fetch(`${BASE}/api/jobs?page=1`)).json()) as { jobs: Array<{ id: number }> };
  const jobIds = jobs.jobs.map((job) => job.id);
  const creator = DEMO_ACCOUNTS.list.find((account) => account.role === 'creator')!;
  const cookie = await signIn(BASE, creator.email, DEMO_ACCOUNTS.password);

  const load = [healthPoller(), ...Array.from({ length: WORKERS }, (_, i) => worker(i, jobIds, cookie))];
  await sleep(3000);

  const stopAsked = now();
  stopPg();
  const stopped = now();
  await sleep(DOWN_MS);
  const startAsked = now();
  startPg();
  const started = now();
  await sleep(10_000);
  running = false;
  await Promise.all(load);
  const listening = await listenConnections();

  // Times relative to the moment PostgreSQL had stopped (pg_ctl -w returned).
  const rel = (ms: number) => ms - stopped;
  const api = samples.filter((s) => s.kind !== 'health');
  const health = samples.filter((s) => s.kind === 'health');
  const first = (list: Sample[], test: (s: Sample) => boolean) => list.find(test);
  const first503 = first(api, (s) => s.status === 503 && s.start >= stopAsked);
  const firstHealthDown = first(health, (s) => s.status === 503 && s.start >= stopAsked);
  const firstApiBack = first(api, (s) => s.status === 200 && s.start >= startAsked);
  const firstHealthBack = first(health, (s) => s.status === 200 && s.start >= startAsked);
  const lastApiFailure = [...api].reverse().find((s) => s.status !== 200);

  console.log(`\nTimeline (t=0 when 'pg_ctl stop -m ${MODE}' returned)`);
  console.log(`  t=${fmt(rel(stopAsked))}  pg_ctl stop -m ${MODE} asked`);
  console.log(`  t=${fmt(0)}  PostgreSQL stopped`);
  if (first503)
    console.log(
      `  t=${fmt(rel(first503.end))}  first API 503 (${first503.kind}, answered in ${(first503.end - first503.start).toFixed(0)} ms, Retry-After ${first503.retryAfter}, "${first503.message}")`,
    );
  if (firstHealthDown)
    console.log(
      `  t=${fmt(rel(firstHealthDown.end))}  /api/health 503 db=${firstHealthDown.db} (in ${(firstHealthDown.end - firstHealthDown.start).toFixed(0)} ms)`,
    );
  console.log(`  t=${fmt(rel(startAsked))}  pg_ctl start asked`);
  console.log(`  t=${fmt(rel(started))}  PostgreSQL accepting connections`);
  if (firstHealthBack) console.log(`  t=${fmt(rel(firstHealthBack.end))}  /api/health 200 again`);
  if (firstApiBack)
    console.log(`  t=${fmt(rel(firstApiBack.end))}  first API 200 again (${firstApiBack.kind})`);
  if (lastApiFailure)
    console.log(`  t=${fmt(rel(lastApiFailure.end))}  last API non-200 (${lastApiFailure.status})`);
  console.log(`  t=${fmt(rel(now()))}  realtime LISTEN connections open: ${listening}`);
  console.log(
    `  t=${fmt(rel(now()))}  end; server process ${serverExit ? `EXITED (${serverExit})` : 'still running'}`,
  );

  const during = samples.filter((s) => s.start >= stopped && s.end <= startAsked);
  const duringApi = during.filter((s) => s.kind !== 'health');
  const counts = new Map<string, number>();
  for (const s of samples)
    counts.set(`${s.kind} ${s.status}`, (counts.get(`${s.kind} ${s.status}`) ?? 0) + 1);
  console.log('\nAnswers by request and status (0 = no answer):');
  for (const [key, count] of [...counts].sort()) console.log(`  ${key.padEnd(24)} ${count}`);
  const slowest = Math.max(0, ...during.map((s) => s.end - s.start));
  console.log(
    `\nServer stderr: ${errorLines(SERVER_LOG)} error lines (better-auth logs each failed session read) in ${SERVER_LOG}`,
  );
  console.log(`\nWhile down: ${during.length} requests, slowest answer ${slowest.toFixed(0)} ms`);
  const latencies = (kind: string) =>
    during
      .filter((s) => s.kind === kind)
      .map((s) => s.end - s.start)
      .sort((a, b) => a - b);
  for (const kind of ['health', 'jobs list', 'job detail', 'home', 'my applications']) {
    const list = latencies(kind);
    console.log(
      `  ${kind.padEnd(16)} n=${list.length} p50 ${percentile(list, 50).toFixed(0)} ms, p99 ${percentile(list, 99).toFixed(0)} ms, max ${percentile(list, 100).toFixed(0)} ms`,
    );
  }

  console.log('');
  check(serverExit === null, 'the server process never exited (no crash, no restart)');
  check(
    samples.every((s) => s.status === 200 || s.status === 503),
    'every answer of the whole drill was 200 or 503 (no 500, no dropped connection, no client timeout)',
  );
  check(
    duringApi.length > 0 && duringApi.every((s) => s.status === 503 && s.retryAfter !== null),
    'every API request while PostgreSQL was down was answered 503 with Retry-After',
  );
  check(
    samples
      .filter((s) => s.status === 503)
      .every((s) => s.end - s.start < LIMITS.answerMs && s.retryAfter !== null),
    `every 503 came within ${LIMITS.answerMs} ms and carried Retry-After`,
  );
  check(slowest < LIMITS.answerMs, `no request took ${LIMITS.answerMs} ms or more while PostgreSQL was down`);
  check(
    during.filter((s) => s.kind === 'health').every((s) => s.status === 503 && s.db === 'down') &&
      firstHealthDown !== undefined,
    '/api/health answered 503 with db "down" while PostgreSQL was down',
  );
  check(
    firstApiBack !== undefined && firstApiBack.end - started <= LIMITS.recoveryMs,
    `the API answered 200 within ${LIMITS.recoveryMs / 1000} s of PostgreSQL coming back`,
  );
  check(
    firstHealthBack !== undefined && firstHealthBack.end - started <= LIMITS.recoveryMs,
    `/api/health answered 200 within ${LIMITS.recoveryMs / 1000} s of PostgreSQL coming back`,
  );
  check(
    samples.filter((s) => s.start > started + LIMITS.recoveryMs).every((s) => s.status === 200),
    `every request from ${LIMITS.recoveryMs / 1000} s after PostgreSQL came back was answered 200`,
  );
  check(listening === 1, 'the realtime LISTEN connection was re-opened by itself');
} finally {
  running = false;
  await stopServer(server);
  try {
    stopPg();
  } catch {
    // already stopped
  }
  rmSync(pgDir, { recursive: true, force: true });
}
console.log(failed ? '\nDRILL FAILED' : '\nDRILL PASSED');
process.exit(failed ? 1 : 0);
