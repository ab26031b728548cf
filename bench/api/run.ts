/**
 * API benchmark: health, a job detail, keyword searches and the home data, on PostgreSQL and on PGlite; and the
 * server-rendered pages (/jobs, a job, a creator, home) each right after the API call it renders, in the same run.
 *
 *   npm run bench:api -- [--jobs 100000] [--duration 15] [--connections 50] [--db both|pg|pglite]
 *                        [--only health,detail,signed-in,dashboards,search,search-mix,home,pages,probe] [--skip-seed]
 *                        [--loader wrk|autocannon]
 *                        [--page-cache-ms 3000] [--sources]
 *
 * `--page-cache-ms 0` measures every page rendered anew (the server keeps signed-out pages 3 s by default,
 * WEB_PAGE_CACHE_MS, decision 140).
 *
 * For each database: seeds N synthetic jobs (`npm run db:seed -- --scale N`) into a scratch database, starts the
 * server as a separate process in production mode (the bundle `npm start` runs; its sources with tsx on --sources; see
 * ../lib/server.ts), loads each scenario with wrk after a 3 s warm-up, prints req/s, p50, p95 and p99 with the load
 * average of the moment (the search mix sends 300 000 different-or-repeated searches of search-mix.ts in turn, and
 * says what share of them its answer cache could not serve; on PostgreSQL, `signed-in` loads the job detail as a seeded
 * creator signed in, and /api/me, the session read on every request; `dashboards` the dashboards' lists of a
 * creator and an enterprise given a long history), then measures /api/health and a static file with one connection each while 50 connections
 * load the keyword search (is the event loop still answering?), and prints EXPLAIN ANALYZE of every query each search
 * runs (explain.ts). Exits 1 when a PostgreSQL search reads `jobs` with a sequential scan or one of its queries takes
 * longer than the plan budget. Never part of the tests.
 * BENCH_PG_URL names the scratch PostgreSQL database (dropped and recreated unless --skip-seed).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { explainPgliteSearches, explainPostgresSearches, type PlanFailure } from './explain';
import { formatMeasured, loadGenerator, measure, type Measured } from './load';
import { recreatePgDatabase, run, signIn, startServer, stopServer, THROUGHPUT_ENV } from '../lib/server';
import { SEARCHES } from './searches';
import { searchMix, simulateMisses, writeSearchMix } from './search-mix';
import { PAGE_SIZE_DEFAULT } from '@kalasetu/shared/limits';
import { SCALE_PASSWORD } from '../../apps/server/src/db/seed/scale';

const PORT = 5101;
const BASE = `http://127.0.0.1:${PORT}`;
/** Targets: the keyword search at half of health's rate or better in the same run, p99 under 50 ms (100 000 jobs); p95
 * under 50 ms for the keyword and the filtered search (1 000 000 jobs); a job's detail at 0.8 × health. */
const TARGETS = { detailVsHealth: 0.8, searchVsHealth: 0.5, searchP99Ms: 50, searchP95Ms: 50 };

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string', default: 'both' },
    only: {
      type: 'string',
      default: 'health,detail,signed-in,dashboards,search,search-mix,search-anew,home,pages,probe',
    },
    'page-cache-ms': { type: 'string', default: '3000' },
    /** Longest a single query of a search may take in the EXPLAIN pass before the bench fails. */
    'plan-budget-ms': { type: 'string', default: '40' },
    'skip-seed': { type: 'boolean', default: false },
    /** wrk by default (installed when missing); autocannon to compare with the figures taken before 2026-11-21 16:00. */
    loader: { type: 'string', default: 'wrk' },
    /** Run the server's sources with tsx, not the bundle `npm start` runs (the figures before 2026-11-29 were tsx's). */
    sources: { type: 'boolean', default: false },
  },
});
const JOBS = Number(args.jobs);
const LOAD = {
  connections: Number(args.connections),
  duration: Number(args.duration),
  loader: loadGenerator(args.loader),
};
const ONLY = new Set(args.only.split(','));
const BUNDLE = !args.sources;
const PAGE_ENV = { ...THROUGHPUT_ENV, WEB_PAGE_CACHE_MS: args['page-cache-ms'] };
/** The label of the scenarios run on a server that keeps no search answer. */
const ANEW = ' (computed anew)';
/** The search mix: what is measured, and another sequence (another seed) for the warm-up. */
const MIX = searchMix(300_000);
const MIX_FILE = path.join(os.tmpdir(), 'kalasetu-search-mix.tsv');
const WARM_UP_MIX_FILE = path.join(os.tmpdir(), 'kalasetu-search-mix-warm-up.tsv');
const MIX_NAME = 'search mix';

async function scenarios(): Promise<Array<{ key: string; name: string; url: string; mix?: boolean }>> {
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
    ...SEARCHES.map((s) => ({ key: 'search', name: s.name, url: `${BASE}${s.path}?${s.search}` })),
    { key: 'search-mix', name: MIX_NAME, url: `${BASE}/api/jobs`, mix: true },
    { key: 'home', name: 'home data GET /api/home', url: `${BASE}/api/home` },
    ...pages.flatMap(([api, page]) => [
      { key: 'pages', name: `API GET ${api}`, url: `${BASE}${api}` },
      { key: 'pages', name: `page GET ${page}`, url: `${BASE}${page}` },
    ]),
  ];
}

async function loadAll(database: string, keys: ReadonlySet<string> = ONLY, label = ''): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const found of await scenarios()) {
    if (!keys.has(found.key)) continue;
    const scenario = { ...found, name: found.name + label };
    const sample = await fetch(scenario.url);
    console.log(
      `\n[${database}] ${scenario.name}: ${scenario.url} → ${sample.status}, ${(await sample.text()).length} bytes`,
    );
    const mixes = found.mix ? { warmUp: WARM_UP_MIX_FILE, measured: MIX_FILE } : undefined;
    // warm-up: JIT, caches, pool
    await measure(scenario.name, scenario.url, { ...LOAD, duration: 3, mixFile: mixes?.warmUp });
    const measured = await measure(scenario.name, scenario.url, { ...LOAD, mixFile: mixes?.measured });
    console.log(`  ${formatMeasured(measured)}; load average ${loadAverage()}`);
    if (mixes) {
      const sent = Math.round(measured.reqPerSec * LOAD.duration);
      const { misses, distinct } = simulateMisses(MIX, sent, measured.reqPerSec);
      measured.madeAnew = Math.round((1000 * misses) / sent) / 10;
      console.log(
        `  ${sent} requests, ${distinct} different searches; made anew (the server's cache rules replayed at that rate): ${misses} = ${measured.madeAnew} %`,
      );
    }
    results.push(measured);
  }
  if (keys.has('probe')) {
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
      console.log(`[${database}] ${row.scenario}: ${formatMeasured(row)}; load average ${loadAverage()}`);
    results.push(underLoad, health, staticFile);
  }
  return results;
}

if (ONLY.has('search-mix')) {
  writeSearchMix(MIX_FILE, MIX);
  writeSearchMix(WARM_UP_MIX_FILE, searchMix(60_000, 53));
}

/** The session cookie of the first seeded account of `role` (SCALE_PASSWORD), and its e-mail. */
async function signedInAs(client: pg.Client, role: 'creator' | 'enterprise') {
  const { rows } = await client.query<{ email: string }>(
    "select u.email from users u join profiles p on p.id = u.id where p.role = $1 and u.email like '%.scale' order by u.email limit 1",
    [role],
  );
  const email = rows[0]?.email;
  if (!email) throw new Error(`no seeded ${role} to sign in as`);
  // Only the session cookie: the known-device cookie that sign-in also sets is for sign-in's own limits.
  const cookie = (await signIn(BASE, email, SCALE_PASSWORD))
    .split('; ')
    .find((c) => c.includes('session_token='));
  if (!cookie) throw new Error(`sign-in as ${email} set no session cookie`);
  return { email, cookie };
}

/** Loads each target with the cookie after a 3 s warm-up, and says what one answer holds (and how many bytes). */
async function loadWithCookie(targets: ReadonlyArray<readonly [string, string]>, cookie: string) {
  const results: Measured[] = [];
  for (const [name, target] of targets) {
    const sample = await fetch(target, { headers: { cookie } });
    const text = await sample.text();
    const body = JSON.parse(text) as Record<string, unknown>;
    const shows = Object.entries(body)
      .map(([key, value]) =>
        Array.isArray(value) ? `${key}: ${value.length}` : `${key}: ${JSON.stringify(value)}`,
      )
      .join(', ');
    console.log(
      `\n[PostgreSQL] ${name}: ${target} → ${sample.status}, ${Buffer.byteLength(text)} bytes of JSON; ${shows.slice(0, 300)}`,
    );
    await measure(name, target, { ...LOAD, duration: 3, headers: { cookie } });
    const measured = await measure(name, target, { ...LOAD, headers: { cookie } });
    console.log(`  ${formatMeasured(measured)}; load average ${loadAverage()}`);
    results.push(measured);
  }
  return results;
}

/**
 * `/api/me` and a job's detail as a signed-in creator asks for them: the session is read on every request (no answer
 * is kept for a signed-in reader), and the job comes with the creator's own application. Signs in as a seeded
 * creator (SCALE_PASSWORD).
 */
async function loadSignedIn(url: string): Promise<Measured[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { cookie } = await signedInAs(client, 'creator');
  await client.end();
  const first = (await (await fetch(`${BASE}/api/jobs?sort=newest`)).json()) as {
    jobs: Array<{ id: number }>;
  };
  const jobId = first.jobs[0]!.id;
  // What every page a signed-in person opens asks first, then a job's detail with the creator's own application.
  return loadWithCookie(
    [
      ['signed in as a creator GET /api/me', `${BASE}/api/me`],
      [`job detail signed in as a creator GET /api/jobs/${jobId}`, `${BASE}/api/jobs/${jobId}`],
    ],
    cookie,
  );
}

/** The history `dashboards` gives its two accounts: a creator's applications, an enterprise's applicants and messages. */
const LONG_HISTORY = {
  creatorApplications: 500,
  enterpriseApplicantsPerJob: 100,
  enterpriseConversations: 200,
  messagesPerConversation: 25,
};

/**
 * The dashboards' lists of two long-used accounts: the first seeded creator, given LONG_HISTORY's 500 applications,
 * and the first seeded enterprise, whose 20 jobs are given 100 applicants each (2 000), and 200 conversations of 25
 * messages; every letter and message 840 characters.
 * Written once into the scratch database (a second run adds nothing). Each list is read as the dashboard asks for it.
 */
async function loadDashboards(url: string): Promise<Measured[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const creator = await signedInAs(client, 'creator');
  const enterprise = await signedInAs(client, 'enterprise');
  const letter = 'I have filmed weavers and potters for six years. '.repeat(17).slice(0, 840);
  await client.query(
    `insert into applications (job_id, creator_id, proposed_price, cover_letter)
     select j.id, u.id, 10000, $2 from (select id from jobs order by id desc limit $3) j, users u where u.email = $1
     on conflict do nothing`,
    [creator.email, letter, LONG_HISTORY.creatorApplications],
  );
  await client.query(
    `insert into applications (job_id, creator_id, proposed_price, cover_letter)
     select j.id, c.id, 10000, $2
     from jobs j join users e on e.id = j.enterprise_id and e.email = $1,
       (select id from profiles where role = 'creator' order by id limit $3) c
     on conflict do nothing`,
    [enterprise.email, letter, LONG_HISTORY.enterpriseApplicantsPerJob],
  );
  // Conversations with 200 creators, 25 messages each way in turn, the newest few of each unread; written once.
  await client.query(
    `insert into messages (sender_id, receiver_id, content, read, created_at)
     select case when g % 2 = 0 then e.id else c.id end, case when g % 2 = 0 then c.id else e.id end,
       $2, g < $4 - 3, now() - (($4 - g) || ' minutes')::interval - (c.n || ' hours')::interval
     from users e,
       (select id, row_number() over (order by id) n from profiles where role = 'creator' order by id limit $3) c,
       generate_series(1, $4) g
     where e.email = $1
       and not exists (select 1 from messages m where m.sender_id = e.id or m.receiver_id = e.id)`,
    [enterprise.email, letter, LONG_HISTORY.enterpriseConversations, LONG_HISTORY.messagesPerConversation],
  );
  const { rows } = await client.query<{
    creator: number;
    enterprise: number;
    jobs: number;
    messages: number;
  }>(
    `select (select count(*)::int from applications a join users u on u.id = a.creator_id where u.email = $1) creator,
       (select count(*)::int from messages m join users u on u.id = m.sender_id or u.id = m.receiver_id
         where u.email = $2) messages,
       (select count(*)::int from applications a join jobs j on j.id = a.job_id join users u on u.id = j.enterprise_id
         where u.email = $2) enterprise,
       (select count(*)::int from jobs j join users u on u.id = j.enterprise_id where u.email = $2) jobs`,
    [creator.email, enterprise.email],
  );
  await client.end();
  console.log(
    `\n[PostgreSQL] dashboards: a creator with ${rows[0]!.creator} applications; an enterprise with ${rows[0]!.jobs} jobs, ${rows[0]!.enterprise} applicants and ${rows[0]!.messages} messages`,
  );
  return [
    ...(await loadWithCookie(
      [[`a creator's applications GET /api/creator/applications`, `${BASE}/api/creator/applications`]],
      creator.cookie,
    )),
    ...(await loadWithCookie(
      [
        [
          `an enterprise's applicants GET /api/enterprise/applications`,
          `${BASE}/api/enterprise/applications`,
        ],
        [`an enterprise's jobs GET /api/enterprise/jobs`, `${BASE}/api/enterprise/jobs`],
        [
          `an enterprise's conversations GET /api/messages/conversations`,
          `${BASE}/api/messages/conversations`,
        ],
      ],
      enterprise.cookie,
    )),
  ];
}

async function benchPostgres() {
  const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/kalasetu_perf';
  if (!args['skip-seed']) {
    await recreatePgDatabase(url);
    run('npm', ['run', 'db:seed', '--', '--scale', String(JOBS)], { DATABASE_URL: url });
  }
  const server = await startServer({ port: PORT, env: { ...PAGE_ENV, DATABASE_URL: url }, bundle: BUNDLE });
  let results: Measured[];
  try {
    results = await loadAll('PostgreSQL');
    if (ONLY.has('signed-in')) results.push(...(await loadSignedIn(url)));
    if (ONLY.has('dashboards')) results.push(...(await loadDashboards(url)));
  } finally {
    await stopServer(server);
  }
  if (ONLY.has('search-anew')) {
    // The same searches and job detail with no answer kept (SEARCH_CACHE_MS=0, decision 270): what a search or a
    // job nobody asked for in the last two seconds costs, beside health in the same server's run.
    const anew = await startServer({
      port: PORT,
      env: { ...PAGE_ENV, DATABASE_URL: url, SEARCH_CACHE_MS: '0' },
      bundle: BUNDLE,
    });
    try {
      results.push(...(await loadAll('PostgreSQL', new Set(['health', 'detail', 'search']), ANEW)));
    } finally {
      await stopServer(anew);
    }
  }
  const planFailures = ONLY.has('search')
    ? await explainPostgresSearches(url, SEARCHES, Number(args['plan-budget-ms']))
    : [];
  return { results, planFailures };
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
  if (ONLY.has('search')) await explainPgliteSearches(path.join(dataDir, 'pglite'), SEARCHES);
  const server = await startServer({
    port: PORT,
    env: { ...PAGE_ENV, DATA_DIR: dataDir, DATABASE_URL: undefined },
    bundle: BUNDLE,
  });
  try {
    return await loadAll('PGlite');
  } finally {
    await stopServer(server);
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const summary: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`,
  loadAverageAtStart: os.loadavg().map((n) => n.toFixed(2)),
  jobs: JOBS,
  ...LOAD,
};
let planFailures: PlanFailure[] = [];
if (args.db === 'both' || args.db === 'pg') {
  const pg = await benchPostgres();
  summary.postgres = pg.results;
  planFailures = pg.planFailures;
}
if (args.db === 'both' || args.db === 'pglite') summary.pglite = await benchPglite();
summary.loadAverageAtEnd = os.loadavg().map((n) => n.toFixed(2));

console.log('\nSummary');
console.log(JSON.stringify(summary, null, 2));
const postgresRows = (summary.postgres as Measured[] | undefined) ?? [];
const verdict = (ok: boolean) => (ok ? 'meets' : 'misses');
const healthOf = (label: string) => postgresRows.find((row) => row.scenario === `GET /api/health${label}`);
for (const row of postgresRows) {
  const label = row.scenario.endsWith(ANEW) ? ANEW : '';
  const health = healthOf(label);
  const search = row.scenario.slice(0, row.scenario.length - label.length);
  if (row.scenario.startsWith('job detail') && health) {
    const ratio = row.reqPerSec / health.reqPerSec;
    console.log(
      `PostgreSQL ${row.scenario}: ${ratio.toFixed(2)} × health (${row.reqPerSec} vs ${health.reqPerSec} req/s), ${verdict(ratio >= TARGETS.detailVsHealth)} ≥ ${TARGETS.detailVsHealth} ×; p99 ${row.p99} ms`,
    );
  }
  if ((search === 'keyword search' || search === MIX_NAME) && health) {
    const ratio = row.reqPerSec / health.reqPerSec;
    console.log(
      `PostgreSQL ${row.scenario} over ${JOBS} jobs: ${ratio.toFixed(2)} × health (${row.reqPerSec} vs ${health.reqPerSec} req/s), ${verdict(ratio >= TARGETS.searchVsHealth)} ≥ ${TARGETS.searchVsHealth} ×; p99 ${row.p99} ms, ${verdict(row.p99 < TARGETS.searchP99Ms)} < ${TARGETS.searchP99Ms} ms`,
    );
  }
  if (SEARCHES.some((s) => s.name === search))
    console.log(
      `PostgreSQL ${row.scenario} over ${JOBS} jobs: p95 ${row.p95} ms, ${verdict(row.p95 < TARGETS.searchP95Ms)} < ${TARGETS.searchP95Ms} ms`,
    );
}
const rows = postgresRows;
for (const [i, row] of rows.entries()) {
  const api = rows[i - 1];
  if (!row.scenario.startsWith('page GET') || !api?.scenario.startsWith('API GET')) continue;
  const half = row.reqPerSec >= api.reqPerSec / 2;
  console.log(
    `PostgreSQL ${row.scenario}: ${row.reqPerSec.toFixed(0)} req/s vs ${api.reqPerSec.toFixed(0)} for its API call (${half ? 'meets' : 'misses'} ≥ half); p99 ${row.p99} ms (${row.p99 <= 100 ? 'meets' : 'misses'} ≤ 100 ms)`,
  );
}
if (planFailures.length) {
  console.log(`\nCHECK FAILED: ${planFailures.length} search plan(s) out of bounds:`);
  for (const failure of planFailures) console.log(`  ${failure.search}: ${failure.reason}`);
} else if (args.db !== 'pglite' && ONLY.has('search')) {
  console.log(
    '\nCHECK PASSED: every query of every search used an index on jobs and stayed within its budget',
  );
}
process.exit(planFailures.length ? 1 : 0);
