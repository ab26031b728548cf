/**
 * CPU milliseconds per request, of the server process and of its PostgreSQL backends: a before/after measure that
 * other work on the same cores does not distort the way it distorts req/s.
 *
 *   npm run bench:api-cpu -- [--jobs 100000] [--requests 5000] [--rounds 3] [--connections 50] [--skip-seed]
 *                            [--only health,detail,search,pages,render]
 *                            [--profile [--profile-scenario search|detail|page|home|jobs]]
 *                            [--root ../other-checkout] [--sources]
 *
 * Seeds N jobs into BENCH_PG_URL (dropped and recreated unless --skip-seed), starts the server as bench:api does (the
 * bundle `npm start` runs, or its sources with tsx on --sources; production mode, LOG_LEVEL=warn, RATE_LIMITS=off),
 * and for each scenario sends `requests` requests over 50 connections after a warm-up, reading utime + stime of the
 * server and of the database's backends from /proc before and after. Prints the median of the rounds. With --profile,
 * a second server runs under `node --cpu-prof` while the keyword search (or the job's API call, its server-rendered
 * page, the home page or /jobs) is loaded, and the heaviest functions by self time are printed. `render` times React's
 * render of each page alone, in this process with the API's answers replayed (render-cost.ts): the least a page
 * rendered anew can cost.
 * Linux only; PostgreSQL must run on this machine. Never part of the tests.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { selfTimeByPackage, topSelfTime } from './cpu-profile';
import { measureRenderCost } from './render-cost';
import { backendPids, cpuMsOf, totalCpuMs } from './cpu-time';
import {
  ensureWebBuild,
  recreatePgDatabase,
  ROOT,
  run,
  startServer,
  stopServer,
  THROUGHPUT_ENV,
} from '../lib/server';
import { SEARCHES } from './searches';

const PORT = 5102;
const BASE = `http://127.0.0.1:${PORT}`;

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string', default: 'health,detail,search' },
    'skip-seed': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'profile-scenario': { type: 'string', default: 'search' },
    /** Run the server from another checkout (e.g. the main branch's) to compare before and after. */
    root: { type: 'string', default: ROOT },
    /** Run the server's TypeScript with tsx instead of the bundle `npm start` runs (the figures are the bundle's). */
    sources: { type: 'boolean', default: false },
  },
});
const REQUESTS = Number(args.requests);
const CONNECTIONS = Number(args.connections);
const ONLY = new Set(args.only.split(','));
const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/kalasetu_perf_cpu';
const serverEnv = { ...THROUGHPUT_ENV, DATABASE_URL: url, WEB_PAGE_CACHE_MS: '0' };

interface Round {
  serverMsPerRequest: number;
  databaseMsPerRequest: number;
  reqPerSec: number;
}

/**
 * The server renders at most four pages at once on two cores and sends the app's shell past that
 * (plugins/page-address.ts), so pages are loaded over as many connections as it renders: every answer is a render.
 */
const PAGE_CONNECTIONS = 4;

async function load(target: string, amount: number, connections = CONNECTIONS) {
  const result = await autocannon({ url: target, connections, amount, pipelining: 1 });
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(
      `${target}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return result;
}

async function measureRound(serverPid: number, target: string, connections: number): Promise<Round> {
  const backends = await backendPids(url);
  const serverBefore = cpuMsOf(serverPid)!;
  const databaseBefore = totalCpuMs(backends);
  const started = performance.now();
  await load(target, REQUESTS, connections);
  const seconds = (performance.now() - started) / 1000;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    serverMsPerRequest: round((cpuMsOf(serverPid)! - serverBefore) / REQUESTS),
    databaseMsPerRequest: round((totalCpuMs(backends) - databaseBefore) / REQUESTS),
    reqPerSec: Math.round(REQUESTS / seconds),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function firstJobId() {
  const first = (await (await fetch(`${BASE}/api/jobs?sort=newest`)).json()) as {
    jobs: Array<{ id: number }>;
  };
  const jobId = first.jobs[0]?.id;
  if (!jobId) throw new Error('no job to view');
  return jobId;
}

async function scenarios() {
  const jobId = await firstJobId();
  return [
    { key: 'health', name: 'GET /api/health', url: `${BASE}/api/health` },
    { key: 'detail', name: 'job detail', url: `${BASE}/api/jobs/${jobId}` },
    ...SEARCHES.map((s) => ({ key: 'search', name: s.name, url: `${BASE}${s.path}?${s.search}` })),
    // A server-rendered page beside the API call it renders; the server keeps no page (WEB_PAGE_CACHE_MS=0), so
    // each is a full render.
    { key: 'pages', name: 'API /api/home', url: `${BASE}/api/home` },
    { key: 'pages', name: 'page /', url: `${BASE}/` },
    { key: 'pages', name: 'API /api/jobs (list)', url: `${BASE}/api/jobs?sort=newest&page=1&pageSize=12` },
    { key: 'pages', name: 'page /jobs', url: `${BASE}/jobs` },
    { key: 'pages', name: `API /api/jobs/${jobId}`, url: `${BASE}/api/jobs/${jobId}` },
    { key: 'pages', name: `page /jobs/${jobId}`, url: `${BASE}/jobs/${jobId}` },
  ].filter((scenario) => ONLY.has(scenario.key));
}

async function measureAll() {
  const server = await startServer({ port: PORT, env: serverEnv, root: args.root, bundle: !args.sources });
  const results: Array<{ scenario: string } & Round> = [];
  try {
    for (const scenario of await scenarios()) {
      const connections = scenario.name.startsWith('page ') ? PAGE_CONNECTIONS : CONNECTIONS;
      await load(scenario.url, Math.min(REQUESTS, 2000), connections); // warm-up: JIT, pool, prepared statements
      const rounds: Round[] = [];
      for (let i = 0; i < Number(args.rounds); i++)
        rounds.push(await measureRound(server.pid!, scenario.url, connections));
      const row = {
        scenario: scenario.name,
        serverMsPerRequest: median(rounds.map((r) => r.serverMsPerRequest)),
        databaseMsPerRequest: median(rounds.map((r) => r.databaseMsPerRequest)),
        reqPerSec: median(rounds.map((r) => r.reqPerSec)),
      };
      console.log(
        `${row.scenario}: server ${row.serverMsPerRequest} ms CPU/request, PostgreSQL backends ${row.databaseMsPerRequest} ms CPU/request (${rounds.map((r) => r.serverMsPerRequest).join(' / ')} server per round; ${row.reqPerSec} req/s, load ${os.loadavg()[0]!.toFixed(1)})`,
      );
      results.push(row);
    }
    if (ONLY.has('render')) {
      const jobId = await firstJobId();
      results.push(...(await measureRenderCost(BASE, ['/', '/jobs', `/jobs/${jobId}`])));
    }
  } finally {
    await stopServer(server);
  }
  return results;
}

async function profileScenario() {
  const scenario = args['profile-scenario'];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kalasetu-cpu-prof-'));
  const server = await startServer({
    port: PORT,
    env: serverEnv,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    root: args.root,
    bundle: !args.sources,
  });
  const targets: Record<string, () => Promise<string>> = {
    search: async () => `${BASE}/api/jobs?${SEARCHES[0]!.search}`,
    detail: async () => `${BASE}/api/jobs/${await firstJobId()}`,
    page: async () => `${BASE}/jobs/${await firstJobId()}`,
    home: async () => `${BASE}/`,
    jobs: async () => `${BASE}/jobs`,
  };
  const connections = ['page', 'home', 'jobs'].includes(scenario) ? PAGE_CONNECTIONS : CONNECTIONS;
  const targetOf = targets[scenario];
  if (!targetOf) throw new Error(`--profile-scenario is one of ${Object.keys(targets).join(', ')}`);
  try {
    const target = await targetOf();
    await load(target, 2000, connections);
    await load(target, REQUESTS * 2, connections);
  } finally {
    await stopServer(server);
  }
  // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: thread 0 is the main thread (1 is tsx's loader worker).
  const file = readdirSync(dir).find((name) => /\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  if (!file) throw new Error(`no profile written in ${dir}`);
  const profile = path.join(dir, file);
  console.log(`\nCPU profile of the server under ${scenario} (${profile}), self time:`);
  for (const row of selfTimeByPackage(profile))
    console.log(`  ${String(row.percent).padStart(5)} %  ${row.name}`);
  console.log('\nTop functions by self time:');
  for (const row of topSelfTime(profile)) console.log(`  ${String(row.percent).padStart(5)} %  ${row.name}`);
}

if (!args['skip-seed']) {
  await recreatePgDatabase(url);
  run('npm', ['run', 'db:seed', '--', '--scale', args.jobs], { DATABASE_URL: url });
}
// Pages are served from the web build, as in production; without one every page answers 404.
if (ONLY.has('pages') || ONLY.has('render') || ['page', 'home', 'jobs'].includes(args['profile-scenario']))
  ensureWebBuild();
console.log(
  `${new Date().toISOString()}, load ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const results = await measureAll();
if (args.profile) await profileScenario();
console.log(
  `\n${new Date().toISOString()}, load ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(JSON.stringify({ requests: REQUESTS, connections: CONNECTIONS, results }, null, 2));
process.exit(0);
