/**
 * Benchmark of the public job search (GET /api/jobs) with a keyword and filters, on PostgreSQL and on PGlite.
 *
 *   npm run bench:jobs-search -- [--jobs 100000] [--duration 20] [--connections 50] [--db both|pg|pglite] [--skip-seed]
 *
 * For each database: seeds N synthetic jobs with `npm run db:seed -- --scale N` into a scratch database, starts the
 * server, loads each scenario with autocannon, prints req/s, p50 and p99, and prints EXPLAIN (ANALYZE, BUFFERS) of
 * the exact query the API runs. On PostgreSQL it checks that no plan reads `jobs` with a sequential scan.
 * Never part of the test suite. BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/kalasetu_bench_jobs_search)
 * names the scratch PostgreSQL database, which is dropped and recreated unless --skip-seed is given.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { jobListQuerySchema } from '@kalasetu/shared/jobs';
import { createDbClient, queryRows } from '../../apps/server/src/db/client';
import { hasKeywordTerms, jobSearchQuery } from '../../apps/server/src/modules/jobs/job-search';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = 3103;
const TARGETS = { reqPerSec: 1500, p99Ms: 50 };

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string', default: 'both' },
    'skip-seed': { type: 'boolean', default: false },
  },
});
const JOBS = Number(args.jobs);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);

/** What a phone asks for: one page of 12, a keyword, usually with a filter or two. */
const SCENARIOS: Array<{ name: string; query: Record<string, string | string[]> }> = [
  { name: 'keyword', query: { q: 'photography', sort: 'newest' } },
  {
    name: 'keyword + filters',
    query: {
      q: 'organic mangoes',
      location: 'Pune',
      skills: ['Photography', 'Videography'],
      budgetMin: '5000',
      budgetMax: '50000',
      sort: 'newest',
    },
  },
  { name: 'Devanagari keyword', query: { q: 'फोटोग्राफी', sort: 'newest' } },
];

function toSearch(query: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  return params.toString();
}

/** The environment with `overrides` applied; an undefined override removes the variable. */
function withEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...overrides };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  return env;
}

function run(command: string, commandArgs: string[], env: Record<string, string | undefined>) {
  console.log(`$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: ROOT, env: withEnv(env), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${result.status})`);
}

async function recreatePgDatabase(url: string) {
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

async function startServer(env: Record<string, string | undefined>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: withEnv({ PORT: String(PORT), LOG_LEVEL: 'warn', SEED_DEMO: 'never', ...env }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Measured {
  scenario: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, duration: number) {
  return autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });
}

async function measure(database: string): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const scenario of SCENARIOS) {
    const url = `http://127.0.0.1:${PORT}/api/jobs?${toSearch(scenario.query)}`;
    const sample = (await (await fetch(url)).json()) as {
      jobs?: unknown[];
      hasMore?: boolean;
      similar?: boolean;
    };
    console.log(`\n[${database}] ${scenario.name}: ${url}`);
    console.log(
      `  first page: ${sample.jobs?.length} jobs, hasMore=${sample.hasMore}, similar=${sample.similar}`,
    );
    await load(url, 3); // warm-up: caches, JIT, connection pool
    const result = await load(url, DURATION);
    const measured = {
      scenario: scenario.name,
      reqPerSec: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
    console.log(
      `  ${measured.reqPerSec} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, non-2xx ${measured.non2xx}, errors ${measured.errors}`,
    );
    results.push(measured);
  }
  return results;
}

/** EXPLAIN (ANALYZE, BUFFERS) of exactly what listJobs runs for each scenario's first page. */
async function explainAll(database: string, options: Parameters<typeof createDbClient>[0]) {
  const client = await createDbClient(options);
  const seqScans: string[] = [];
  try {
    for (const scenario of SCENARIOS) {
      const params = new URLSearchParams(toSearch(scenario.query));
      const parsed = jobListQuerySchema.parse({
        ...Object.fromEntries(params),
        skills: params.getAll('skills'),
      });
      const { page, pageSize, ...filters } = parsed;
      if (!hasKeywordTerms(filters.q)) throw new Error('scenario without keyword');
      const query = jobSearchQuery(client.db, {
        filters,
        mode: 'words',
        limit: pageSize + 1,
        offset: (page - 1) * pageSize,
      });
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        client.db,
        sql`explain (analyze, buffers) ${query}`,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      console.log(`\n[${database}] EXPLAIN (ANALYZE, BUFFERS) — ${scenario.name}\n${plan}`);
      if (/Seq Scan on jobs\b/.test(plan)) seqScans.push(scenario.name);
    }
  } finally {
    await client.close();
  }
  return seqScans;
}

async function benchPostgres() {
  const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/kalasetu_bench_jobs_search';
  if (!args['skip-seed']) {
    await recreatePgDatabase(url);
    run('npm', ['run', 'db:seed', '--', '--scale', String(JOBS)], { DATABASE_URL: url });
  }
  const server = await startServer({ DATABASE_URL: url });
  let results: Measured[];
  try {
    results = await measure('PostgreSQL');
  } finally {
    await stopServer(server);
  }
  const seqScans = await explainAll('PostgreSQL', { url });
  console.log(
    seqScans.length
      ? `\nCHECK FAILED: sequential scan on jobs in: ${seqScans.join(', ')}`
      : '\nCHECK PASSED: no sequential scan on jobs in any PostgreSQL plan',
  );
  return { results, seqScans };
}

async function benchPglite() {
  const dataDir = path.join(os.tmpdir(), 'kalasetu-bench-pglite');
  if (!args['skip-seed']) {
    spawnSync('rm', ['-rf', dataDir]);
    run('npm', ['run', 'db:seed', '--', '--scale', String(JOBS)], {
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
    });
  }
  // PGlite is one process's database: explain first, then hand the folder to the server.
  const seqScans = await explainAll('PGlite', { url: null, pgliteDataDir: path.join(dataDir, 'pglite') });
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    return { results: await measure('PGlite'), seqScans };
  } finally {
    await stopServer(server);
  }
}

const summary: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
  loadAverageAtStart: os.loadavg().map((n) => n.toFixed(2)),
  jobs: JOBS,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
};
let failed = false;
if (args.db === 'both' || args.db === 'pg') {
  const pgResult = await benchPostgres();
  summary.postgres = pgResult.results;
  failed ||= pgResult.seqScans.length > 0;
}
if (args.db === 'both' || args.db === 'pglite') {
  summary.pglite = (await benchPglite()).results;
}
summary.loadAverageAtEnd = os.loadavg().map((n) => n.toFixed(2));

console.log('\nSummary');
console.log(JSON.stringify(summary, null, 2));
const pgRows = (summary.postgres as Measured[] | undefined) ?? [];
for (const row of pgRows) {
  const ok = row.reqPerSec >= TARGETS.reqPerSec && row.p99 < TARGETS.p99Ms;
  console.log(
    `PostgreSQL ${row.scenario}: ${ok ? 'meets' : 'misses'} the target (≥ ${TARGETS.reqPerSec} req/s, p99 < ${TARGETS.p99Ms} ms)`,
  );
}
process.exit(failed ? 1 : 0);
