/**
 * API benchmark: health, a job detail, keyword searches and the home data, on PostgreSQL and on PGlite; and the
 * server-rendered pages (/jobs, a job, a creator, home) each right after the API call it renders, in the same run.
 *
 *   npm run bench:api -- [--jobs 100000] [--duration 15] [--connections 50] [--db both|pg|pglite]
 *                        [--only health,detail,search,home,pages,probe] [--skip-seed] [--loader wrk|autocannon]
 *                        [--page-cache-ms 3000]
 *
 * `--page-cache-ms 0` measures every page rendered anew (the server keeps signed-out pages 3 s by default,
 * WEB_PAGE_CACHE_MS, decision 140).
 *
 * For each database: seeds N synthetic jobs (`npm run db:seed -- --scale N`) into a scratch database, starts the
 * server as a separate process in production mode (see ../lib/server.ts), loads each scenario with autocannon after a
 * 3 s warm-up, prints req/s, p50, p95 and p99, then measures /api/health and a static file with one connection each
 * while 50 connections load the keyword search (is the event loop still answering?), and prints EXPLAIN (ANALYZE, BUFFERS) of the
 * search queries. Exits 1 when a PostgreSQL plan reads `jobs` with a sequential scan. Never part of the tests.
 * BENCH_PG_URL names the scratch PostgreSQL database (dropped and recreated unless --skip-seed).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { explainSearches } from './explain';
import { formatMeasured, loadGenerator, measure, type Measured } from './load';
import { recreatePgDatabase, run, startServer, stopServer, THROUGHPUT_ENV } from '../lib/server';
import { SEARCHES } from './searches';
import { PAGE_SIZE_DEFAULT } from '@kalasetu/shared/limits';

const PORT = 5101;
const BASE = `http://127.0.0.1:${PORT}`;
const TARGETS = { detailReqPerSec: 3000, searchReqPerSec: 1500, searchP99Ms: 50, searchP95Ms: 50 };

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string', default: 'both' },
    only: { type: 'string', default: 'health,detail,search,home,pages,probe' },
    'page-cache-ms': { type: 'string', default: '3000' },
    'skip-seed': { type: 'boolean', default: false },
    /** wrk by default (installed when missing); autocannon to compare with the figures taken before 2026-11-21 16:00. */
    loader: { type: 'string', default: 'wrk' },
  },
});
const JOBS = Number(args.jobs);
const LOAD = {
  connections: Number(args.connections),
  duration: Number(args.duration),
  loader: loadGenerator(args.loader),
};
const ONLY = new Set(args.only.split(','));
const PAGE_ENV = { ...THROUGHPUT_ENV, WEB_PAGE_CACHE_MS: args['page-cache-ms'] };

async function scenarios(): Promise<Array<{ key: string; name: string; url: string }>> {
  const first = (await (await fetch(`${BASE}/api/jobs?sort=newest`)).json()) as {
    jobs: Array<{ id: number }>;
  };
  const jobId = first.jobs[0]?.id;
  if (!jobId) throw new Error('no job to view');
  const creators = (await (await fetch(`${BASE}/api/creators`)).json()) as { items: Array<{ id: string }> };
  const creatorId = creators.items[0]?.id;
  // Each page right after the API call it renders (the /jobs page asks for the list as the app does).
  const pages: Array<[string, string]> = [
    [`/api/jobs?sort=newest&page=1&pageSize=${PAGE_SIZE_DEFAULT}`, '/jobs'],
    [`/api/jobs/${jobId}`, `/jobs/${jobId}`],
    ...(creatorId ? [[`/api/creators/${creatorId}`, `/creators/${creatorId}`] as [string, string]] : []),
    ['/api/home', '/'],
  ];
  return [
    { key: 'health', name: 'GET /api/health', url: `${BASE}/api/health` },
    { key: 'detail', name: `job detail GET /api/jobs/${jobId}`, url: `${BASE}/api/jobs/${jobId}` },
    ...SEARCHES.map((s) => ({ key: 'search', name: s.name, url: `${BASE}/api/jobs?${s.search}` })),
    { key: 'home', name: 'home data GET /api/home', url: `${BASE}/api/home` },
    ...pages.flatMap(([api, page]) => [
      { key: 'pages', name: `API GET ${api}`, url: `${BASE}${api}` },
      { key: 'pages', name: `page GET ${page}`, url: `${BASE}${page}` },
    ]),
  ];
}

async function loadAll(database: string): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const scenario of await scenarios()) {
    if (!ONLY.has(scenario.key)) continue;
    const sample = await fetch(scenario.url);
    console.log(
      `\n[${database}] ${scenario.name}: ${scenario.url} → ${sample.status}, ${(await sample.text()).length} bytes`,
    );
    await measure(scenario.name, scenario.url, { ...LOAD, duration: 3 }); // warm-up: JIT, caches, pool
    const measured = await measure(scenario.name, scenario.url, LOAD);
    console.log(`  ${formatMeasured(measured)}`);
    results.push(measured);
  }
  if (ONLY.has('probe')) {
    // While 50 connections load the keyword search, one client asks for /api/health (which pings the database, so
    // it waits behind the queued queries) and another for a static file (no database: the event loop alone).
    const searchUrl = `${BASE}/api/jobs?${SEARCHES[0]!.search}`;
    const probe = { ...LOAD, connections: 1 };
    const [underLoad, health, staticFile] = await Promise.all([
      measure('keyword search (while probed)', searchUrl, LOAD),
      measure('GET /api/health, 1 connection, during keyword search load', `${BASE}/api/health`, probe),
      measure(
        'GET /favicon.png (no database), 1 connection, during keyword search load',
        `${BASE}/favicon.png`,
        probe,
      ),
    ]);
    for (const row of [underLoad, health, staticFile])
      console.log(`[${database}] ${row.scenario}: ${formatMeasured(row)}`);
    results.push(underLoad, health, staticFile);
  }
  return results;
}

async function benchPostgres() {
  const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/kalasetu_perf';
  if (!args['skip-seed']) {
    await recreatePgDatabase(url);
    run('npm', ['run', 'db:seed', '--', '--scale', String(JOBS)], { DATABASE_URL: url });
  }
  const server = await startServer({ port: PORT, env: { ...PAGE_ENV, DATABASE_URL: url } });
  let results: Measured[];
  try {
    results = await loadAll('PostgreSQL');
  } finally {
    await stopServer(server);
  }
  const seqScans = ONLY.has('search') ? await explainSearches('PostgreSQL', { url }, SEARCHES) : [];
  console.log(
    seqScans.length
      ? `\nCHECK FAILED: sequential scan on jobs in: ${seqScans.join(', ')}`
      : '\nCHECK PASSED: no sequential scan on jobs in any PostgreSQL plan',
  );
  return { results, seqScans };
}

async function benchPglite() {
  const dataDir = path.join(os.tmpdir(), 'kalasetu-bench-api-pglite');
  if (!args['skip-seed']) {
    run('rm', ['-rf', dataDir], {});
    run('npm', ['run', 'db:seed', '--', '--scale', String(JOBS)], {
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
    });
  }
  // PGlite is one process's database: explain first, then hand the folder to the server.
  if (ONLY.has('search'))
    await explainSearches('PGlite', { url: null, pgliteDataDir: path.join(dataDir, 'pglite') }, SEARCHES);
  const server = await startServer({
    port: PORT,
    env: { ...PAGE_ENV, DATA_DIR: dataDir, DATABASE_URL: undefined },
  });
  try {
    return await loadAll('PGlite');
  } finally {
    await stopServer(server);
  }
}

const summary: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`,
  loadAverageAtStart: os.loadavg().map((n) => n.toFixed(2)),
  jobs: JOBS,
  ...LOAD,
};
let failed = false;
if (args.db === 'both' || args.db === 'pg') {
  const pg = await benchPostgres();
  summary.postgres = pg.results;
  failed ||= pg.seqScans.length > 0;
}
if (args.db === 'both' || args.db === 'pglite') summary.pglite = await benchPglite();
summary.loadAverageAtEnd = os.loadavg().map((n) => n.toFixed(2));

console.log('\nSummary');
console.log(JSON.stringify(summary, null, 2));
for (const row of (summary.postgres as Measured[] | undefined) ?? []) {
  const verdict = (ok: boolean) => (ok ? 'meets' : 'misses');
  if (row.scenario.startsWith('job detail'))
    console.log(
      `PostgreSQL ${row.scenario}: ${verdict(row.reqPerSec >= TARGETS.detailReqPerSec)} ≥ ${TARGETS.detailReqPerSec} req/s`,
    );
  if (row.scenario === 'keyword search')
    console.log(
      `PostgreSQL ${row.scenario} over ${JOBS} jobs: ${verdict(row.reqPerSec >= TARGETS.searchReqPerSec && row.p99 < TARGETS.searchP99Ms)} ≥ ${TARGETS.searchReqPerSec} req/s with p99 < ${TARGETS.searchP99Ms} ms; ${verdict(row.p95 < TARGETS.searchP95Ms)} p95 < ${TARGETS.searchP95Ms} ms`,
    );
}
const rows = (summary.postgres as Measured[] | undefined) ?? [];
for (const [i, row] of rows.entries()) {
  const api = rows[i - 1];
  if (!row.scenario.startsWith('page GET') || !api?.scenario.startsWith('API GET')) continue;
  const half = row.reqPerSec >= api.reqPerSec / 2;
  console.log(
    `PostgreSQL ${row.scenario}: ${row.reqPerSec.toFixed(0)} req/s vs ${api.reqPerSec.toFixed(0)} for its API call (${half ? 'meets' : 'misses'} ≥ half); p99 ${row.p99} ms (${row.p99 <= 100 ? 'meets' : 'misses'} ≤ 100 ms)`,
  );
}
process.exit(failed ? 1 : 0);
