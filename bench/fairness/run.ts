/**
 * Fairness under abuse: one hostile account runs each abuse while 100 honest visitors browse and search.
 *
 *   npm run bench:fairness -- [--db both|pg|pglite] [--seconds 20] [--visitors 100] [--port 5070]
 *       [--pg-url postgres://postgres@127.0.0.1:5432/kalasetu_fairness] [--only searches,PDFs]
 *
 * Starts the production server (bundle, demo data, rate limits ON, one address per visitor through
 * X-Forwarded-For) on each database. Each phase runs the honest visitors for --seconds (home, the jobs page, job
 * search, a job) with or without one abuse, and prints the honest p50/p99 and their ratio to the quiet phase. Exits 1
 * when an abuse puts the honest p99 above 1.5 × the quiet one.
 *
 * Abuses: slow uploads (three accounts trickle 20 MB videos at 8 KiB/s), invoice PDFs (ten parallel downloads in
 * Kannada, every language and invoice in turn), a job flood (a new enterprise posts 30 at once, again and again),
 * junk page renders (/jobs?x=N, 20 at once), unique searches (a new keyword each time, 50 at once from one address),
 * a portfolio race (60 parallel adds).
 */
import { connect, type Socket } from 'node:net';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '../../apps/server/src/db/seed/demo';
import { signUp } from '../cluster/client';
import {
  ensureWebBuild,
  freePort,
  machineDescription,
  percentile,
  recreatePgDatabase,
  signIn,
  startServer,
  stopServer,
} from '../lib/server';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '20' },
    visitors: { type: 'string', default: '100' },
    port: { type: 'string', default: '5070' },
    /** Only the abuses whose name contains one of these words (comma-separated), e.g. --only search,pdf. */
    only: { type: 'string', default: '' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/kalasetu_fairness' },
  },
});
const SECONDS = Number(args.seconds);
const VISITORS = Number(args.visitors);
const TARGET = 1.5;

type Abuse = { name: string; start: (base: string) => Promise<() => Promise<void>> };

/** Runs `work` over and over with `parallel` at once until stopped; failures are the abuse's own business. */
function loop(parallel: number, work: (i: number) => Promise<unknown>) {
  let running = true;
  let n = 0;
  const workers = Array.from({ length: parallel }, async () => {
    while (running) await work(n++).catch(() => undefined);
  });
  return async () => {
    running = false;
    await Promise.all(workers);
  };
}

const json = (cookie: string, base: string, ip: string) => ({
  'content-type': 'application/json',
  origin: base,
  cookie,
  'x-forwarded-for': ip,
});

/** The honest visitors: each its own address, browsing and searching as fast as answers come. */
async function honestPhase(base: string, jobId: number): Promise<number[]> {
  const paths = ['/', '/jobs', '/api/jobs?pageSize=10', '/api/jobs?q=photo', `/jobs/${jobId}`, '/api/home'];
  const latencies: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, v) => {
      for (let i = v; Date.now() < until; i++) {
        const started = performance.now();
        const response = await fetch(`${base}${paths[i % paths.length]}`, {
          headers: { 'x-forwarded-for': `10.1.${Math.floor(v / 250)}.${v % 250}` },
          signal: AbortSignal.timeout(60_000),
        }).catch(() => null);
        await response?.arrayBuffer();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

function abuses(demoCreatorCookies: string[], adminCookie: string): Abuse[] {
  const [c1, c2, c3, c4] = demoCreatorCookies;
  return [
    {
      name: 'slow uploads (3 accounts, 8 KiB/s)',
      async start(base) {
        const { port } = new URL(base);
        const sockets: Socket[] = [];
        const timers: NodeJS.Timeout[] = [];
        for (const cookie of [c1!, c2!, c3!]) {
          const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as {
            user: { id: string };
          };
          const socket = connect(Number(port), '127.0.0.1');
          socket.on('error', () => {});
          socket.write(
            `POST /api/profiles/${me.user.id}/portfolio/video HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
              `Origin: ${base}\r\nCookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
              `Content-Length: ${20 * 1024 * 1024}\r\n\r\n--b\r\nContent-Disposition: form-data; name="file"; ` +
              `filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
          );
          timers.push(setInterval(() => socket.write(Buffer.alloc(8 * 1024)), 1000));
          sockets.push(socket);
        }
        return async () => {
          timers.forEach(clearInterval);
          sockets.forEach((socket) => socket.destroy());
        };
      },
    },
    {
      name: 'invoice PDFs (10 parallel, kn and every language)',
      async start(base) {
        const list = (await (
          await fetch(`${base}/api/admin/invoices`, { headers: { cookie: adminCookie } })
        ).json()) as { invoices?: Array<{ id: number }> };
        const ids = (list.invoices ?? []).map((invoice) => invoice.id);
        if (ids.length === 0) console.log('  (no invoices in the demo data: this abuse sends nothing)');
        const langs = ['kn', 'hi', 'mr', 'en'];
        return loop(10, async (i) => {
          if (ids.length === 0) return;
          const id = ids[Math.floor(i / langs.length) % ids.length];
          const response = await fetch(`${base}/api/invoices/${id}/pdf?lang=${langs[i % langs.length]}`, {
            headers: { cookie: adminCookie },
          });
          await response.arrayBuffer();
        });
      },
    },
    {
      name: 'job flood (a new enterprise, 30 at once)',
      async start(base) {
        const enterprise = await signUp(base, base, 'enterprise');
        const body = JSON.stringify({
          title: 'Flood job',
          description: 'Forty spice packets on a white background.',
          location: 'Nashik, Maharashtra',
          budgetMin: 20000,
          budgetMax: 40000,
          deadline: '2099-12-31',
          skills: ['photography'],
        });
        return loop(30, async () => {
          const response = await fetch(`${base}/api/jobs`, {
            method: 'POST',
            headers: json(enterprise.cookie, base, '10.9.9.9'),
            body,
          });
          await response.arrayBuffer();
        });
      },
    },
    {
      name: 'junk page renders (/jobs?x=N, 20 at once)',
      async start(base) {
        return loop(20, async (i) => {
          const response = await fetch(`${base}/jobs?x=${i}`, { headers: { 'x-forwarded-for': '10.9.9.8' } });
          await response.arrayBuffer();
        });
      },
    },
    {
      // Every keyword new, so no kept answer helps: each is searched, its similar titles looked for, its miss counted.
      name: 'unique searches (one address, 50 at once)',
      async start(base) {
        const sorts = ['relevance', 'newest'];
        return loop(50, async (i) => {
          const q = encodeURIComponent(`ಫೋಟೋ zq${i.toString(36)}x ${i}`);
          const response = await fetch(`${base}/api/jobs?q=${q}&sort=${sorts[i % 2]}`, {
            headers: { 'x-forwarded-for': '10.9.9.6' },
          });
          await response.arrayBuffer();
        });
      },
    },
    {
      name: 'portfolio race (60 parallel adds)',
      async start(base) {
        const me = (await (await fetch(`${base}/api/me`, { headers: { cookie: c4! } })).json()) as {
          user: { id: string };
        };
        const body = JSON.stringify({ type: 'link', title: 'Race', mediaUrl: 'https://example.com' });
        return loop(60, async () => {
          const response = await fetch(`${base}/api/profiles/${me.user.id}/portfolio`, {
            method: 'POST',
            headers: json(c4!, base, '10.9.9.7'),
            body,
          });
          await response.arrayBuffer();
        });
      },
    },
  ];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function benchOn(db: 'pg' | 'pglite'): Promise<boolean> {
  const port = await freePort(Number(args.port), Number(args.port) + 1);
  if (db === 'pg') await recreatePgDatabase(args['pg-url']);
  const server = await startServer({
    port,
    bundle: true,
    startTimeoutMs: 600_000,
    env: {
      SEED_DEMO: 'auto',
      RATE_LIMITS: 'on',
      TRUST_PROXY: 'true',
      MAX_REQUESTS_PER_SOCKET: '1000000000',
      DATABASE_URL: db === 'pg' ? args['pg-url'] : undefined,
      DATA_DIR: `/tmp/kalasetu-fairness-${db}-${port}-${Date.now()}`,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  console.log(`${db}: server up on ${base}`);
  let ok = true;
  try {
    const creators = DEMO_ACCOUNTS.list.filter((a) => a.role === 'creator').slice(0, 4);
    const cookies = await Promise.all(creators.map((c) => signIn(base, c.email, DEMO_ACCOUNTS.password)));
    const admin = DEMO_ACCOUNTS.list.find((a) => a.role === 'admin')!;
    const adminCookie = await signIn(base, admin.email, DEMO_ACCOUNTS.password);
    const firstJob = (await (await fetch(`${base}/api/jobs?pageSize=1`)).json()) as {
      jobs: Array<{ id: number }>;
    };
    const jobId = firstJob.jobs[0]?.id ?? 1;
    console.log(`${db}: signed in; warming up`);
    await honestPhase(base, jobId); // warm-up: caches, JIT, the renderer
    const quiet = await honestPhase(base, jobId);
    const q99 = percentile(quiet, 99);
    console.log(
      `\n${db}: quiet  p50 ${ms(percentile(quiet, 50))}  p99 ${ms(q99)}  (${quiet.length} requests)`,
    );
    const only = args.only.split(',').filter(Boolean);
    const chosen = abuses(cookies, adminCookie).filter(
      (abuse) => only.length === 0 || only.some((word) => abuse.name.includes(word)),
    );
    for (const abuse of chosen) {
      const stop = await abuse.start(base);
      const during = await honestPhase(base, jobId);
      await stop();
      const p99 = percentile(during, 99);
      const ratio = p99 / q99;
      if (ratio > TARGET) ok = false;
      console.log(
        `${db}: ${abuse.name.padEnd(50)} p50 ${ms(percentile(during, 50))}  p99 ${ms(p99)}  ` +
          `× ${ratio.toFixed(2)} ${ratio > TARGET ? 'OVER' : 'ok'}  (${during.length} requests)`,
      );
    }
    const health = await fetch(`${base}/api/health`);
    console.log(`${db}: /api/health after the run: ${health.status}`);
  } finally {
    await stopServer(server);
  }
  return ok;
}

console.log(`bench:fairness — ${machineDescription()}; ${VISITORS} honest visitors, ${SECONDS} s a phase`);
ensureWebBuild();
const dbs: Array<'pg' | 'pglite'> = args.db === 'both' ? ['pg', 'pglite'] : [args.db as 'pg' | 'pglite'];
let allOk = true;
for (const db of dbs) allOk = (await benchOn(db)) && allOk;
console.log(
  allOk ? `\nevery abuse kept the honest p99 within ${TARGET} ×` : `\nsome abuse exceeded ${TARGET} ×`,
);
process.exit(allOk ? 0 : 1);
