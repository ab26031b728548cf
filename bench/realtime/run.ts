/**
 * Live streams one instance holds, and how fast events reach them: opens N `GET /api/realtime` streams from many
 * accounts and many loopback addresses (127.1.x.y, each within the per-address cap, each account within its own),
 * then writes events at a steady rate the way the server publishes them (a row in realtime_events and a NOTIFY) and
 * measures each delivery from the moment its row was written to its arrival.
 *
 *   npm run bench:realtime -- [--streams 20000] [--per-user 5] [--events-per-second 200] [--seconds 60]
 *                             [--clients 4] [--file-limit 32768] [--node-args="--max-old-space-size=512"]
 *
 * PostgreSQL only (the events are written by this process): BENCH_PG_URL names a scratch database, dropped and
 * recreated (default postgres://postgres@127.0.0.1:5432/kalasetu_realtime). The server runs the bundle `npm start`
 * runs, with its open-file limit raised to --file-limit (the hard limit needs root; otherwise the highest allowed),
 * and the streams it can hold follow that limit (decision 312). Clients run in --clients processes so that none
 * needs more files than the default limit. Linux only. Never part of the tests.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { REALTIME_STREAMS_PER_ADDRESS } from '@kalasetu/shared/limits';
import {
  maxConnectionsFor,
  openFileLimit,
  streamCapFor,
} from '../../apps/server/src/plugins/connection-caps';
import { REALTIME_CHANNEL } from '../../apps/server/src/plugins/realtime';
import { processTree, treeTotals } from '../memory/process-tree';
import {
  BENCH_AUTH_SECRET,
  dropPgDatabase,
  freePort,
  machineDescription,
  percentile,
  recreatePgDatabase,
  ROOT,
  run,
  sleep,
  startServer,
  stopServer,
} from '../lib/server';
import type { FromClient, StreamSpec, ToClient } from './stream-client';

const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: '20000' },
    'per-user': { type: 'string', default: '5' },
    'events-per-second': { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '4' },
    'file-limit': { type: 'string', default: '32768' },
    'node-args': { type: 'string', default: '' },
  },
});
const STREAMS = Number(args.streams);
const PER_USER = Number(args['per-user']);
const EVENTS_PER_SECOND = Number(args['events-per-second']);
const TICKS_PER_SECOND = 20;
const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/kalasetu_realtime';

/** The session cookie better-auth reads: the token, a dot and its HMAC-SHA256 in base64, URL-encoded. */
const sessionCookie = (token: string) =>
  `kalasetu.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', BENCH_AUTH_SECRET).update(token).digest('base64')}`)}`;

/** Accounts with one session each, written straight into the database (signing in 4 000 times would take minutes). */
async function makeAccounts(db: pg.Pool, count: number): Promise<Array<{ id: string; cookie: string }>> {
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString('base64url'));
  const { rows } = await db.query<{ id: string; token: string }>(
    `with people as (
       select gen_random_uuid() as id, token, n from unnest($1::text[]) with ordinality as t(token, n)
     ), new_users as (
       insert into users (id, name, email) select id, 'Stream Tester ' || n, 'stream-' || n || '@kalasetu.bench' from people
     ), new_profiles as (
       insert into profiles (id, role, name, location, skills, available)
       select id, 'creator', 'Stream Tester ' || n, 'Pune, Maharashtra', array['photography'], true from people
     ), new_sessions as (
       insert into sessions (id, expires_at, token, user_id)
       select gen_random_uuid(), now() + interval '1 day', token, id from people
     )
     select id, token from people`,
    [tokens],
  );
  return rows.map((row) => ({ id: row.id, cookie: sessionCookie(row.token) }));
}

/** Each account's streams from one address (its device), as many accounts per address as the address cap allows. */
function streamSpecs(accounts: Array<{ cookie: string }>): StreamSpec[] {
  const accountsPerAddress = Math.max(1, Math.floor(REALTIME_STREAMS_PER_ADDRESS / PER_USER));
  return accounts
    .flatMap((account, i) => {
      const a = Math.floor(i / accountsPerAddress);
      const localAddress = `127.1.${Math.floor(a / 250)}.${1 + (a % 250)}`;
      return Array.from({ length: PER_USER }, () => ({ cookie: account.cookie, localAddress }));
    })
    .slice(0, STREAMS);
}

const ask = <T extends FromClient['op']>(client: ChildProcess, message: ToClient, answer: T) =>
  new Promise<Extract<FromClient, { op: T }>>((resolve) => {
    const onMessage = (reply: FromClient) => {
      if (reply.op !== answer) return;
      client.off('message', onMessage);
      resolve(reply as Extract<FromClient, { op: T }>);
    };
    client.on('message', onMessage);
    client.send(message);
  });

const rssOf = (pid: number) => treeTotals(processTree(pid)).rssMb;
const serverFileLimit = (pid: number) =>
  openFileLimit(() => readFileSync(`/proc/${pid}/limits`, 'utf8')) ?? Number.NaN;

console.log(`Machine: ${machineDescription()}`);
await recreatePgDatabase(url);
run('npm', ['run', 'db:migrate'], { DATABASE_URL: url });
const db = new pg.Pool({ connectionString: url, max: 2 });
const accounts = await makeAccounts(db, Math.ceil(STREAMS / PER_USER));
const specs = streamSpecs(accounts);
const port = await freePort(5301, 5302, 5303);
const server = await startServer({
  port,
  env: { DATABASE_URL: url },
  bundle: true,
  fileLimit: Number(args['file-limit']),
  nodeArgs: args['node-args'].split(' ').filter(Boolean),
  stderrFile: path.join(os.tmpdir(), 'kalasetu-bench-realtime.log'),
});
const clients: ChildProcess[] = [];
try {
  const fileLimit = serverFileLimit(server.pid!);
  const cap = streamCapFor(maxConnectionsFor(fileLimit));
  console.log(
    `Server: open-file limit ${fileLimit}, so ${maxConnectionsFor(fileLimit)} connections and ${cap} live streams; ` +
      `RSS ${rssOf(server.pid!)} MB before any stream`,
  );
  const perClient = Math.ceil(specs.length / Number(args.clients));
  const opening = performance.now();
  const opened = await Promise.all(
    Array.from({ length: Number(args.clients) }, (_, i) => {
      const client = fork(path.join(import.meta.dirname, 'stream-client.ts'), {
        cwd: ROOT,
        execArgv: ['--import', 'tsx'],
      });
      clients.push(client);
      const streams = specs.slice(i * perClient, (i + 1) * perClient);
      return ask(client, { op: 'open', port, streams, concurrency: 20 }, 'opened');
    }),
  );
  const held = opened.reduce((sum, o) => sum + o.held, 0);
  const refused: Record<string, number> = {};
  for (const o of opened) for (const [k, v] of Object.entries(o.refused)) refused[k] = (refused[k] ?? 0) + v;
  console.log(
    `Streams held: ${held} of ${specs.length} from ${accounts.length} accounts on ` +
      `${new Set(specs.map((s) => s.localAddress)).size} addresses, opened in ` +
      `${((performance.now() - opening) / 1000).toFixed(0)} s; refused ${JSON.stringify(refused)}; ` +
      `server RSS ${rssOf(server.pid!)} MB`,
  );

  const perTick = EVENTS_PER_SECOND / TICKS_PER_SECOND;
  const ticks = Number(args.seconds) * TICKS_PER_SECOND;
  const started = performance.now();
  let events = 0;
  const eventsByUser = new Map<string, number>();
  for (let tick = 0; tick < ticks; tick++) {
    const users = Array.from(
      { length: perTick },
      () => accounts[Math.floor(Math.random() * accounts.length)]!.id,
    );
    // The same statement as the server's publish(): the row and its NOTIFY, delivered at commit.
    await db.query(
      `with inserted as (
         insert into realtime_events (user_id, type, payload)
         select u, 'notification.created', jsonb_build_object('sentAt', $2::bigint) from unnest($1::uuid[]) u
         returning id, user_id
       )
       select pg_notify($3, json_build_object('id', id, 'userId', user_id)::text) from inserted`,
      [users, Date.now(), REALTIME_CHANNEL],
    );
    events += users.length;
    for (const user of users) eventsByUser.set(user, (eventsByUser.get(user) ?? 0) + 1);
    await sleep(Math.max(0, started + ((tick + 1) * 1000) / TICKS_PER_SECOND - performance.now()));
  }
  const seconds = (performance.now() - started) / 1000;
  await sleep(3_000);
  const reports = await Promise.all(clients.map((client) => ask(client, { op: 'report' }, 'report')));
  const delays = reports.flatMap((r) => r.delays).sort((a, b) => a - b);
  const stillHeld = reports.reduce((sum, r) => sum + r.held, 0);
  const heldByCookie = new Map<string, number>();
  for (const r of reports)
    for (const [cookie, n] of Object.entries(r.heldByCookie))
      heldByCookie.set(cookie, (heldByCookie.get(cookie) ?? 0) + n);
  // Each event goes to every stream its account holds.
  const expected = accounts.reduce(
    (sum, account) => sum + (eventsByUser.get(account.id) ?? 0) * (heldByCookie.get(account.cookie) ?? 0),
    0,
  );
  console.log(`\nMachine at the end: ${machineDescription()}`);
  console.log(`\n| Figure | Value |\n|---|---|`);
  console.log(`| Streams held | ${held} (still ${stillHeld} after the events), target 20 000 |`);
  console.log(
    `| Events written | ${events} in ${seconds.toFixed(1)} s = ${(events / seconds).toFixed(0)} a second |`,
  );
  console.log(
    `| Deliveries | ${delays.length} of ${expected} (every event to every stream of its account) |`,
  );
  console.log(
    `| Delivery delay | p50 ${percentile(delays, 50)} ms, p95 ${percentile(delays, 95)} ms, ` +
      `p99 ${percentile(delays, 99)} ms, max ${percentile(delays, 100)} ms (target p99 < 1 000 ms) |`,
  );
  console.log(`| Server RSS with the streams | ${rssOf(server.pid!)} MB |`);
} finally {
  for (const client of clients) if (client.connected) client.send({ op: 'close' } satisfies ToClient);
  await stopServer(server);
  await db.end();
  await dropPgDatabase(url);
}
