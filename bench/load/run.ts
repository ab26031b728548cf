/**
 * Mixed load on PostgreSQL: browse, search, view, sign in, apply and message at once, then prove no write was lost.
 *
 *   npm run bench:load -- [--duration 120] [--connections 200] [--jobs 20000] [--sessions 100] [--pool 10] [--skip-seed] [--keep-db]
 *
 * 1. Recreates the scratch database BENCH_LOAD_PG_URL (default postgres://postgres@127.0.0.1:5432/kalasetu_load) and
 *    fills it with the scale generator (apps/server/src/db/seed/scale.ts: N jobs, N/20 enterprises, N/10 creators).
 * 2. Starts the server as a separate process as in production (NODE_ENV=production, built web app, PostgreSQL) with
 *    RATE_LIMITS=off: every request comes from one loopback address, so the per-address sign-in limit (5 a minute)
 *    would refuse nearly all sign-ins and measure nothing but the limiter.
 * 3. Signs in --sessions creators through the API and accepts one application of each directly in the database, so
 *    each may message one enterprise (messaging needs accepted work: docs/product/messaging.md).
 * 4. Runs autocannon from this process: --connections connections for --duration seconds, every request drawn from
 *    the mix below. Applies walk (creator, job) pairs so nearly every one is new; the few that meet a seeded
 *    application are refused 409 (an expected refusal, not an error).
 * 5. Checks in the database that every application and message answered 201 exists with the text that was sent
 *    (zero lost writes) and prints req/s, p50/p90/p99 per request type and overall, and answers by status.
 * Exits 1 on any 5xx, lost write, connection error or timeout. Never part of the test suite.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { createDbClient } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { clusterScaleJobs, SCALE_PASSWORD, seedScale } from '../../apps/server/src/db/seed/scale';
import {
  dropPgDatabase,
  ensureWebBuild,
  errorLines,
  machineDescription,
  percentile,
  recreatePgDatabase,
  signIn,
  startServer,
  stopServer,
} from '../lib/server';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '120' },
    connections: { type: 'string', default: '200' },
    jobs: { type: 'string', default: '20000' },
    sessions: { type: 'string', default: '100' },
    port: { type: 'string', default: '5010' },
    /** The server's DATABASE_POOL_MAX (its default is 10). */
    pool: { type: 'string', default: '10' },
    'skip-seed': { type: 'boolean', default: false },
    'keep-db': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const DB_URL = process.env.BENCH_LOAD_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/kalasetu_load';
const RUN = randomBytes(3).toString('hex');

/** Share of requests per type, in percent; sign-in is rare and costly (a password hash), as on the real site. */
const MIX = [
  ['home', 12],
  ['jobs list', 14],
  ['search', 14],
  ['job detail', 16],
  ['creator detail', 10],
  ['my applications', 6],
  ['sign in', 1],
  ['apply', 16],
  ['message', 11],
] as const;
type RequestType = (typeof MIX)[number][0];

const SEARCHES = [
  'q=photography',
  'q=organic+mangoes&location=Pune',
  'q=%E0%A4%AB%E0%A5%8B%E0%A4%9F%E0%A5%8B%E0%A4%97%E0%A5%8D%E0%A4%B0%E0%A4%BE%E0%A4%AB%E0%A5%80',
  'q=drone&skills=Drone+Operation',
  'q=handloom+sarees&budgetMin=10000',
  'q=reels&sort=budget',
  'location=Mysuru&category=videography',
  'q=catalogue+shoot&location=Remote',
];
const LANGUAGES = ['en', 'hi', 'kn', 'mr'];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function pickType(): RequestType {
  let roll = Math.random() * 100;
  for (const [type, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return type;
  }
  return 'home';
}

// ---------------------------------------------------------------- data

interface Prepared {
  jobIds: number[];
  creatorIds: string[];
  creatorEmails: string[];
  sessions: Array<{ creatorId: string; cookie: string; partnerId: string }>;
}

async function prepare(): Promise<Prepared> {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  try {
    const jobIds = (
      await client.query<{ id: number }>(`select id from jobs where status = 'open' order by id`)
    ).rows.map((row) => row.id);
    const creators = (
      await client.query<{ id: string; email: string }>(
        `select p.id, u.email from profiles p join users u on u.id = p.id
         where p.role = 'creator' and u.email like 'scale-creator-%' order by u.email`,
      )
    ).rows;
    // Session count coprime with the job count: apply number n goes to (creator n mod S, job n mod J), all distinct.
    let sessionCount = Math.min(Number(args.sessions), creators.length);
    while (gcd(sessionCount, jobIds.length) !== 1) sessionCount--;
    const chosen = creators.slice(0, sessionCount);
    const partners = await client.query<{ creator_id: string; enterprise_id: string }>(
      `with accepted as (
         update applications set status = 'accepted'
         where id in (select distinct on (creator_id) id from applications where creator_id = any($1::uuid[]) order by creator_id, id)
         returning creator_id, job_id)
       select accepted.creator_id, jobs.enterprise_id from accepted join jobs on jobs.id = accepted.job_id`,
      [chosen.map((c) => c.id)],
    );
    const partnerOf = new Map(partners.rows.map((row) => [row.creator_id, row.enterprise_id]));
    const sessions: Prepared['sessions'] = [];
    const started = Date.now();
    for (let i = 0; i < chosen.length; i += 8) {
      const batch = chosen.slice(i, i + 8);
      const cookies = await Promise.all(batch.map((c) => signIn(BASE, c.email, SCALE_PASSWORD)));
      batch.forEach((c, k) => {
        const partnerId = partnerOf.get(c.id);
        if (partnerId) sessions.push({ creatorId: c.id, cookie: cookies[k]!, partnerId });
      });
    }
    console.log(`Signed in ${sessions.length} creators in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return {
      jobIds,
      creatorIds: creators.map((c) => c.id),
      creatorEmails: creators.map((c) => c.email),
      sessions,
    };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- the load

interface Context {
  type?: RequestType;
  sentAt?: number;
  text?: string;
}

const latencies = new Map<RequestType, number[]>(MIX.map(([type]) => [type, []]));
const statuses = new Map<string, number>();
const accepted = { apply: new Map<number, string>(), message: new Map<number, string>() };
let writeCounter = 0;
let applyCounter = 0;

function request(data: Prepared, context: Context): Request {
  const type = pickType();
  context.type = type;
  context.sentAt = performance.now();
  const headers: Record<string, string> = { 'accept-language': pick(LANGUAGES) };
  const get = (path: string, cookie?: string): Request => ({
    method: 'GET',
    path,
    headers: cookie ? { ...headers, cookie } : headers,
  });
  const post = (path: string, body: unknown, cookie?: string): Request => ({
    method: 'POST',
    path,
    headers: {
      ...headers,
      'content-type': 'application/json',
      origin: BASE,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  switch (type) {
    case 'home':
      return get('/api/home');
    case 'jobs list':
      return get(`/api/jobs?page=${1 + Math.floor(Math.random() * 5)}`);
    case 'search':
      return get(`/api/jobs?${pick(SEARCHES)}`);
    case 'job detail':
      return get(`/api/jobs/${pick(data.jobIds)}`);
    case 'creator detail':
      return get(`/api/creators/${pick(data.creatorIds)}`);
    case 'my applications':
      return get('/api/creator/applications', pick(data.sessions).cookie);
    case 'sign in':
      return post('/api/auth/sign-in/email', { email: pick(data.creatorEmails), password: SCALE_PASSWORD });
    case 'apply': {
      const n = applyCounter++;
      const session = data.sessions[n % data.sessions.length]!;
      const jobId = data.jobIds[n % data.jobIds.length]!;
      context.text = `load ${RUN} apply ${n}`;
      return post(
        `/api/jobs/${jobId}/applications`,
        { proposedPrice: 15000, coverLetter: context.text },
        session.cookie,
      );
    }
    case 'message': {
      const session = pick(data.sessions);
      context.text = `load ${RUN} message ${writeCounter++}`;
      return post('/api/messages', { receiverId: session.partnerId, content: context.text }, session.cookie);
    }
  }
}

function onResponse(status: number, body: string, context: Context) {
  const type = context.type!;
  latencies.get(type)!.push(performance.now() - context.sentAt!);
  statuses.set(`${type} ${status}`, (statuses.get(`${type} ${status}`) ?? 0) + 1);
  if (status !== 201 || (type !== 'apply' && type !== 'message')) return;
  const parsed = JSON.parse(body) as { application?: { id: number }; message?: { id: number } };
  const id = type === 'apply' ? parsed.application?.id : parsed.message?.id;
  if (id !== undefined) accepted[type].set(id, context.text!);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

// ---------------------------------------------------------------- verification

async function verifyWrites() {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  try {
    const check = async (table: 'applications' | 'messages', column: string, writes: Map<number, string>) => {
      const rows = (
        await client.query<{ id: number; text: string }>(
          `select id, ${column} as text from ${table} where id = any($1::int[])`,
          [[...writes.keys()]],
        )
      ).rows;
      const found = new Map(rows.map((row) => [Number(row.id), row.text]));
      const lost = [...writes].filter(([id, text]) => found.get(id) !== text).length;
      const stored = (
        await client.query<{ n: number }>(`select count(*)::int as n from ${table} where ${column} like $1`, [
          `load ${RUN} %`,
        ])
      ).rows[0]!.n;
      return { accepted: writes.size, lost, storedByThisRun: stored };
    };
    return {
      applications: await check('applications', 'cover_letter', accepted.apply),
      messages: await check('messages', 'content', accepted.message),
    };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- main

console.log(`Mixed load — ${new Date().toISOString()}\nMachine: ${machineDescription()}`);
ensureWebBuild();
if (!args['skip-seed']) {
  await recreatePgDatabase(DB_URL);
  // In-process rather than `npm run db:seed -- --scale N`: on a machine shared with other work one generated
  // chunk can outlast the request path's 10 s query timeout, which a batch job need not respect.
  const seedClient = await createDbClient({ url: DB_URL, queryTimeoutMs: 600_000 });
  try {
    await runMigrations(seedClient);
    const started = Date.now();
    const seeded = await seedScale(seedClient.db, Number(args.jobs));
    await clusterScaleJobs(seedClient.db);
    console.log(
      `Seeded ${seeded.jobs} jobs, ${seeded.enterprises} enterprises, ${seeded.creators} creators, ${seeded.applications} applications in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await seedClient.close();
  }
}
const SERVER_LOG = path.join(os.tmpdir(), `kalasetu-load-server-${PORT}.log`);
const server = await startServer({
  port: PORT,
  env: { DATABASE_URL: DB_URL, RATE_LIMITS: 'off', DATABASE_POOL_MAX: args.pool },
  stderrFile: SERVER_LOG,
});
let failed = false;
try {
  const data = await prepare();
  console.log(
    `Data: ${data.jobIds.length} open jobs, ${data.creatorIds.length} creators, ${data.sessions.length} signed-in creators; ` +
      `${CONNECTIONS} connections for ${DURATION} s, server pool of ${args.pool} database connections`,
  );
  const serverCpuBefore = cpuSeconds(server.pid!);
  const loaderCpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: DURATION,
    pipelining: 1,
    timeout: 30,
    requests: [
      {
        setupRequest: (_req, context) => request(data, context as Context),
        onResponse: (status, body, context) => onResponse(status, body, context as Context),
      },
    ],
  });

  const serverCpu = cpuSeconds(server.pid!) - serverCpuBefore;
  const loaderUsage = process.cpuUsage(loaderCpuBefore);
  const loaderCpu = (loaderUsage.user + loaderUsage.system) / 1e6;
  const writes = await verifyWrites();
  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(
    `\nTotal ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s on average`,
  );
  console.log(
    `Overall latency (autocannon): p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log('\nPer request type (measured from send to last byte):');
  console.log('  type               count    share    p50      p90      p99      max');
  for (const [type] of MIX) {
    const list = latencies.get(type)!.sort((a, b) => a - b);
    console.log(
      `  ${type.padEnd(16)} ${String(list.length).padStart(7)} ${((100 * list.length) / all.length).toFixed(1).padStart(6)}%  ${[50, 90, 99, 100].map((p) => ms(percentile(list, p)).padStart(8)).join(' ')}`,
    );
  }
  console.log(
    `  ${'all'.padEnd(16)} ${String(all.length).padStart(7)} 100.0%  ${[50, 90, 99, 100].map((p) => ms(percentile(all, p)).padStart(8)).join(' ')}`,
  );
  console.log('\nAnswers by request type and status:');
  for (const [key, count] of [...statuses].sort()) console.log(`  ${key.padEnd(24)} ${count}`);
  const fiveXx = [...statuses].filter(([key]) => / 5\d\d$/.test(key)).reduce((sum, [, n]) => sum + n, 0);
  const unexpected = [...statuses]
    .filter(([key]) => !/ (200|201)$/.test(key) && !/^apply 409$/.test(key))
    .reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `\nConnection errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${fiveXx}, other non-2xx ${unexpected - fiveXx}`,
  );
  console.log(
    `\nCPU used during the load: server ${serverCpu.toFixed(1)} s (${(serverCpu / DURATION).toFixed(2)} cores on average, ` +
      `${(result.requests.total / Math.max(serverCpu, 0.001)).toFixed(0)} requests per server CPU-second), load generator ${loaderCpu.toFixed(1)} s`,
  );
  console.log(
    '\nWrites (accepted = answered 201; lost = accepted but missing or different in the database):',
  );
  console.log(`  applications: ${JSON.stringify(writes.applications)}`);
  console.log(`  messages:     ${JSON.stringify(writes.messages)}`);
  console.log(
    '  (storedByThisRun can exceed accepted by the requests still in flight when the clock stopped: written, never answered)',
  );
  const lost = writes.applications.lost + writes.messages.lost;
  failed = fiveXx > 0 || lost > 0 || result.errors > 0 || result.timeouts > 0;
  console.log(`\nServer stderr: ${errorLines(SERVER_LOG)} error lines, in ${SERVER_LOG}`);
  console.log(`\nMachine at the end: ${machineDescription()}`);
  console.log(
    failed
      ? '\nLOAD CHECK FAILED'
      : `\nLOAD CHECK PASSED: zero 5xx, zero lost writes (${writes.applications.accepted} applications, ${writes.messages.accepted} messages), no connection errors or timeouts`,
  );
} finally {
  await stopServer(server);
  if (!args['keep-db']) await dropPgDatabase(DB_URL);
}
process.exit(failed ? 1 : 0);
