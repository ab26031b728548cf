// `npm run security:sqlmap`: Debian's sqlmap against every query parameter (and id in the path) of every GET
// route the server lists in its OpenAPI document, on a server started here on loopback with the demo data.
//
//   npm run security:sqlmap -- [--level 5] [--risk 3] [--technique BEUSTQ] [--time-sec 2] [--threads 4] [--only /api/jobs] [--list]
//
// Database: PostgreSQL when DATABASE_URL is set (migrated and seeded if empty), otherwise a fresh PGlite folder
// under the system temp folder. Prints one line per route and a summary; exits 1 when sqlmap finds an injectable
// parameter, 2 when it could not run. Never part of `npm test` (it takes minutes to hours).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    level: { type: 'string', default: '5' },
    risk: { type: 'string', default: '3' },
    technique: { type: 'string', default: 'BEUSTQ' },
    'time-sec': { type: 'string', default: '2' },
    threads: { type: 'string', default: '4' },
    port: { type: 'string', default: '4830' },
    only: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(2);
}

function ensureSqlmap() {
  if (spawnSync('sqlmap', ['--version'], { stdio: 'ignore' }).status === 0) return;
  console.log('sqlmap not found: installing Debian’s package…');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (cmd) => {
    const [bin, ...rest] = [...asRoot, ...cmd];
    return spawnSync(bin, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  if (
    run(['apt-get', 'update', '-qq']).status !== 0 ||
    run(['apt-get', 'install', '-y', '-qq', 'sqlmap']).status !== 0
  )
    fail(
      'sqlmap is missing and could not be installed: run `apt-get install -y sqlmap` as root, then retry.',
    );
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(port, dataDir) {
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SEED_DEMO: 'auto',
    // sqlmap sends thousands of requests from one address; the limits under test here are SQL, not request rates.
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  };
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: path.join(ROOT, 'apps/server'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  for (let i = 0; i < 600 && !exited; i++) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return { server, base };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  server.kill('SIGTERM');
  return fail('the server did not start (see its output above)');
}

async function signIn(base, email, password) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) fail(`demo sign-in as ${email} failed with ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Demo ids for the ids in paths and for id filters, so sqlmap starts from a request that finds something. */
async function sampleIds(base, cookies) {
  const get = async (url, cookie) =>
    (await fetch(`${base}${url}`, { headers: cookie ? { cookie } : {} })).json();
  const [jobs, creators, enterprises, ownJobs] = await Promise.all([
    get('/api/jobs').then((body) => body.jobs ?? []),
    get('/api/creators').then((body) => body.creators ?? body.items ?? []),
    get('/api/enterprises').then((body) => body.enterprises ?? body.items ?? []),
    get('/api/enterprise/jobs', cookies.enterprise).then((body) => body.jobs ?? []),
  ]);
  return {
    job: ownJobs[0]?.id ?? jobs[0]?.id,
    creator: creators[0]?.id,
    enterprise: enterprises[0]?.id,
  };
}

/** A plausible value per parameter: sqlmap compares answers to this one, so it should be valid. */
function sampleValue(name, schema, ids) {
  const known = {
    q: 'photo',
    location: 'Pune',
    skills: 'Photography',
    skill: 'Photography',
    budgetMin: '1000',
    budgetMax: '50000',
    page: '1',
    pageSize: '12',
    jobId: ids.job,
    userId: ids.creator,
  };
  if (known[name]) return known[name];
  const s = schema?.anyOf?.find((option) => option.type !== 'null') ?? schema ?? {};
  if (s.enum?.length) return String(s.enum[0]);
  if (s.type === 'array') return sampleValue(name, s.items, ids);
  if (s.format === 'uuid') return ids.creator;
  if (s.type === 'integer' || s.type === 'number') return String(s.minimum ?? 1);
  if (s.type === 'boolean') return 'true';
  return 'a';
}

/** The demo id that makes a route find something: a job for job routes, an enterprise, otherwise a creator. */
function pathId(route, ids) {
  if (route.startsWith('/api/jobs/') || route.startsWith('/api/admin/jobs/')) return ids.job;
  if (route.startsWith('/api/enterprises/')) return ids.enterprise;
  return ids.creator;
}

async function targets(base, cookies, ids) {
  const doc = await (await fetch(`${base}/api/openapi.json`)).json();
  const list = [];
  for (const [route, methods] of Object.entries(doc.paths)) {
    const get = methods.get;
    // The realtime stream never ends, so sqlmap could not compare answers (its lastEventId is a checked integer).
    if (!get || route === '/api/realtime' || route === '/api/openapi.json') continue;
    if (args.only && !route.startsWith(args.only)) continue;
    const params = get.parameters ?? [];
    const query = params.filter((p) => p.in === 'query');
    const inPath = params.filter((p) => p.in === 'path');
    if (!query.length && !inPath.length) continue;
    // sqlmap's custom injection marker (*) flags the ids in the path as parameters too.
    let url = route.replace(/\{\w+\}/g, () => `${pathId(route, ids)}*`);
    const search = new URLSearchParams();
    for (const p of query) search.append(p.name, sampleValue(p.name, p.schema, ids));
    if (query.length) url += `?${search}`;
    let cookie = null;
    for (const candidate of [null, cookies.admin, cookies.enterprise, cookies.creator]) {
      const status = (
        await fetch(`${base}${url.replaceAll('*', '')}`, { headers: candidate ? { cookie: candidate } : {} })
      ).status;
      if (status < 400) {
        cookie = candidate;
        break;
      }
    }
    list.push({ route, url, query: query.map((p) => p.name), inPath: inPath.map((p) => p.name), cookie });
  }
  return list;
}

function runSqlmap(base, target, outputDir) {
  const argv = [
    '-u',
    `${base}${target.url}`,
    '--batch',
    `--level=${args.level}`,
    `--risk=${args.risk}`,
    `--technique=${args.technique}`,
    `--time-sec=${args['time-sec']}`,
    `--threads=${args.threads}`,
    '--dbms=PostgreSQL',
    '--flush-session',
    '--disable-coloring',
    '--skip-waf',
    `--output-dir=${outputDir}`,
  ];
  if (target.query.length) argv.push(`-p`, target.query.join(','));
  if (target.cookie) argv.push(`--cookie=${target.cookie}`, '--drop-set-cookie');
  return new Promise((resolve) => {
    const child = spawn('sqlmap', argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Runs sqlmap on each route in turn, prints a line per route and a summary; returns the exit code. */
async function scanAll(base, list) {
  const findings = [];
  const errors = [];
  for (const target of list) {
    const t0 = Date.now();
    const { code, output } = await runSqlmap(base, target, outputDir);
    const seconds = ((Date.now() - t0) / 1000).toFixed(0);
    writeFileSync(path.join(logDir, `${target.route.replace(/[^a-z0-9]+/gi, '_')}.log`), output);
    const names = [...target.query, ...target.inPath.map((n) => `${n} (path)`)].join(', ');
    const as = target.cookie ? ' [signed in]' : '';
    if (/identified the following injection point|is vulnerable/i.test(output)) {
      findings.push({ target, output });
      console.log(`✖ ${target.route}${as}: INJECTABLE — ${names} (${seconds} s)`);
    } else if (/do not appear to be injectable|does not seem to be injectable/i.test(output) && code === 0) {
      console.log(`✓ ${target.route}${as}: ${names} — not injectable (${seconds} s)`);
    } else {
      errors.push({ target, output });
      console.log(`? ${target.route}${as}: sqlmap ended with ${code} without a verdict (${seconds} s)`);
    }
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\nsqlmap's full output per route: ${logDir}`);
  for (const { target, output } of [...findings, ...errors]) {
    console.log(`--- ${target.route}\n${output.split('\n').slice(-40).join('\n')}`);
  }
  if (findings.length) {
    console.log(`✖ ${findings.length} route(s) with an injectable parameter (${minutes} min)`);
    return 1;
  } else if (errors.length) {
    console.log(
      `? no injectable parameter found, but ${errors.length} route(s) gave no verdict (${minutes} min)`,
    );
    return 2;
  } else {
    const count = list.reduce((sum, t) => sum + t.query.length + t.inPath.length, 0);
    console.log(`✓ no injectable parameter: ${count} parameters on ${list.length} routes (${minutes} min)`);
  }
  return 0;
}

ensureSqlmap();
const version = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0].trim();
const started = Date.now();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kalasetu-sqlmap-'));
const outputDir = path.join(dataDir, 'sqlmap');
// sqlmap's full answers, one file per route, kept after the run for the record.
const logDir = path.join(
  os.tmpdir(),
  `kalasetu-sqlmap-logs-${new Date().toISOString().replace(/[:.]/g, '-')}`,
);
mkdirSync(logDir, { recursive: true });
const { server, base } = await startServer(Number(args.port), dataDir);
let exitCode = 0;
try {
  // Run under `node --import tsx` (the npm script does), so the demo accounts come from the seed itself.
  const { DEMO_ACCOUNTS } = await import('../../apps/server/src/db/seed/demo.ts');
  const demo = (role) => DEMO_ACCOUNTS.list.find((account) => account.role === role).email;
  const cookies = {
    admin: await signIn(base, demo('admin'), DEMO_ACCOUNTS.password),
    enterprise: await signIn(base, demo('enterprise'), DEMO_ACCOUNTS.password),
    creator: await signIn(base, demo('creator'), DEMO_ACCOUNTS.password),
  };
  const ids = await sampleIds(base, cookies);
  const list = await targets(base, cookies, ids);
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (fresh, temporary)';
  console.log(
    `sqlmap ${version} · ${database} · level ${args.level} risk ${args.risk} technique ${args.technique}`,
  );
  console.log(`${list.length} GET routes with parameters on ${base}\n`);
  if (args.list) {
    for (const target of list) console.log(`${target.cookie ? 'signed in ' : 'anonymous '} ${target.url}`);
  } else {
    exitCode = await scanAll(base, list);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (!process.env.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
