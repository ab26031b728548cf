/**
 * Two KalaSetu instances behind nginx on one PostgreSQL, checked the way production would fail.
 *
 *   npm run bench:cluster -- [--duration 20] [--kill-at 5] [--restart-at 8] [--writers 16] [--skip-journey]
 *
 * 1. Creates a scratch database (BENCH_PG_URL, default kalasetu_bench_cluster on 127.0.0.1:5432), builds the web
 *    app if stale, starts an S3-compatible server (s3rver) and two production server processes (same AUTH_SECRET,
 *    TRUST_PROXY=true, STORAGE_DRIVER=s3, separate DATA_DIRs), and Debian's nginx (installed if missing) as a
 *    foreground child with bench/cluster/nginx.conf.template on 127.0.0.1:4980.
 * 2. (a) runs the browser journey "enterprise posts a job, a creator signs in and applies" from
 *    apps/web/e2e/jobs.e2e.ts against the balancer; (b) opens an event stream on one instance and writes through
 *    the other, both ways and once through nginx; (c) SIGKILLs instance B during a write load through nginx and
 *    checks that every accepted (2xx) application is in the database; (d) an avatar uploaded through the balancer
 *    is served by the bucket; (e) one IPv4 address and (f) eight addresses of one IPv6 /64 flood the balancer, which
 *    refuses them past the per-address budget before any instance sees the request.
 * 3. Prints a timeline and figures, stops everything it started, drops the scratch database, and exits non-zero
 *    when a check fails. Never part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
// @ts-expect-error plain ESM helper shared with `npm start`
import { ensureWebBuild } from '../../scripts/web-build.mjs';
import { startS3Server } from '../../apps/server/src/test/s3-server';
import { WRITES_IN_FLIGHT_PER_ACCOUNT } from '@kalasetu/shared/limits';
import { addLoopbackAddresses, floodFrom, inBatches, percentile, postJob, signUp } from './client';
import { startInstance, stopChild, waitHealthy, ROOT, type Instance } from './instances';
import { countBy, loadWithEvents, printTimeline } from './kill-under-load';
import { recreateDatabase } from './database';
import { ensureNginx, readAccessLog, startNginx, writeNginxConfig } from './nginx';
import { realtimeAcross } from './realtime-across';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    'kill-at': { type: 'string', default: '5' },
    'restart-at': { type: 'string', default: '8' },
    writers: { type: 'string', default: '16' },
    'skip-journey': { type: 'boolean', default: false },
  },
});
const DURATION_MS = Number(args.duration) * 1000;
const KILL_AT_MS = Number(args['kill-at']) * 1000;
const RESTART_AT_MS = Number(args['restart-at']) * 1000;
const WRITERS = Number(args.writers);
/** The per-address burst of nginx.conf.template (`limit_req … burst=400`). */
const PROXY_BURST = 400;
const BALANCER_PORT = 4980;
const BALANCER = `http://127.0.0.1:${BALANCER_PORT}`;
const BALANCER_V6 = `http://[::1]:${BALANCER_PORT}`;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/kalasetu_bench_cluster';
const JOURNEY = 'an enterprise posts a job with the form|a visitor is asked to sign in';

const started = performance.now();
const log = (message: string) =>
  console.log(`[+${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  log(`${ok ? 'PASS' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
};

function runJourney(): Promise<number> {
  const vitest = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
  const child = spawn(
    process.execPath,
    [vitest, 'run', '--project', 'e2e', 'apps/web/e2e/jobs.e2e.ts', '-t', JOURNEY],
    { cwd: ROOT, env: { ...process.env, E2E_BASE_URL: BALANCER }, stdio: 'inherit' },
  );
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

async function main() {
  log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
  );
  const nginx = ensureNginx(log);
  ensureWebBuild({ quiet: true });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kalasetu-cluster-'));
  await recreateDatabase(PG_URL, false);
  log(`scratch database ${new URL(PG_URL).pathname.slice(1)} created; work folder ${dir}`);
  const s3 = await startS3Server('kalasetu-cluster');
  const authSecret = randomBytes(32).toString('hex');
  const instances: Instance[] = ['a', 'b'].map((name, index) => {
    const port = BALANCER_PORT + 1 + index;
    return {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      child: null,
      logFile: path.join(dir, `instance-${name}.log`),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(dir, `data-${name}`),
        DATABASE_URL: PG_URL,
        PUBLIC_URL: BALANCER,
        AUTH_SECRET: authSecret,
        TRUST_PROXY: 'true',
        RATE_LIMITS: 'off',
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.storage.endpoint,
        S3_REGION: s3.storage.region,
        S3_BUCKET: s3.storage.bucket,
        S3_ACCESS_KEY_ID: s3.storage.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.storage.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    };
  });
  const [a, b] = instances as [Instance, Instance];
  let balancer: ReturnType<typeof startNginx> | null = null;
  try {
    // Both start at once: the migration advisory lock lets only one of them migrate.
    instances.forEach(startInstance);
    await Promise.all(instances.map((instance) => waitHealthy(instance.url)));
    log(`instances A ${a.url} and B ${b.url} healthy (NODE_ENV=production, one database, separate disks)`);
    // The bench's own load comes from 127.0.0.1, exempt from the per-address budget; (e) floods from 127.0.0.2, (f)
    // from one IPv6 /64 to [::1].
    const config = await writeNginxConfig(
      dir,
      [`127.0.0.1:${BALANCER_PORT}`, `[::1]:${BALANCER_PORT}`],
      [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`],
      ['127.0.0.1'],
    );
    balancer = startNginx(nginx, dir, config);
    await waitHealthy(BALANCER);
    log(`nginx round-robin on ${BALANCER} (config ${config})`);

    // (a) the main browser journey through the balancer
    if (!args['skip-journey']) {
      const before = (await readAccessLog(dir)).length;
      log('(a) browser journey through nginx: enterprise posts a job, creator signs in and applies');
      const code = await runJourney();
      const lines = (await readAccessLog(dir)).slice(before);
      const spread = countBy(lines, (line) => line.upstreams.at(-1) ?? '-');
      check(
        code === 0,
        `(a) browser journey passed through the balancer (requests per instance: ${JSON.stringify(spread)})`,
      );
      check(Object.keys(spread).length >= 2, '(a) the journey was served by both instances');
    }

    // Accounts and jobs for (b) and (c), made through the balancer.
    const origin = BALANCER;
    const enterprise = await signUp(BALANCER, origin, 'enterprise');
    const creators = await inBatches(Array.from({ length: 24 }), 4, () =>
      signUp(BALANCER, origin, 'creator'),
    );
    // One account's writes in progress are capped (decision 280): its jobs are posted that many at a time.
    const jobIds = await inBatches(
      Array.from({ length: 203 }, (_, i) => i),
      WRITES_IN_FLIGHT_PER_ACCOUNT,
      (i) => postJob(BALANCER, origin, enterprise, `Cluster job ${i}`),
    );
    log(`made 1 enterprise, ${creators.length} creators and ${jobIds.length} jobs through nginx`);

    // (b) a realtime event crosses instances
    const across: Array<[string, number[]]> = [];
    const routes: Array<[string, string, string, number]> = [
      ['stream on A, write on B', a.url, b.url, jobIds[0]!],
      ['stream on B, write on A', b.url, a.url, jobIds[1]!],
      ['stream and write through nginx', BALANCER, BALANCER, jobIds[2]!],
    ];
    for (const [label, listenOn, writeTo, jobId] of routes) {
      try {
        const delays = await realtimeAcross({
          listenOn,
          writeTo,
          origin,
          enterprise,
          jobId,
          creators: creators.slice(0, 10),
        });
        across.push([label, delays]);
        check(
          delays.length === 10,
          `(b) ${label}: 10/10 events delivered, p50 ${percentile(delays, 50).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms`,
        );
      } catch (error) {
        check(false, `(b) ${label}: ${(error as Error).message}`);
      }
    }

    // (d) an upload through the balancer lands in the shared bucket
    const image = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([image], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${BALANCER}/api/me/avatar`, {
      method: 'POST',
      headers: { origin, cookie: creators[0]!.cookie },
      body: form,
    });
    const avatarUrl = upload.ok ? ((await upload.json()) as { avatarUrl: string }).avatarUrl : '';
    const object = avatarUrl ? await fetch(avatarUrl) : null;
    check(
      object?.status === 200 && object.headers.get('content-type') === 'image/webp',
      `(d) avatar uploaded through nginx is served by the bucket (${upload.status} → ${avatarUrl || 'no URL'})`,
    );

    // (c) SIGKILL instance B during a write load through nginx
    const pairs = jobIds.slice(3).flatMap((jobId) => creators.map((creator) => ({ creator, jobId })));
    log(
      `(c) load: ${WRITERS} writers applying through nginx + 2 readers for ${DURATION_MS / 1000} s; SIGKILL B at ${KILL_AT_MS / 1000} s, restart at ${RESTART_AT_MS / 1000} s`,
    );
    const logBefore = (await readAccessLog(dir)).length;
    const marks: Array<{ t: number; label: string }> = [];
    const { writes, reads } = await loadWithEvents({
      base: BALANCER,
      origin,
      pairs,
      readPath: `/api/jobs/${jobIds[3]}`,
      durationMs: DURATION_MS,
      writers: WRITERS,
      readers: 2,
      events: [
        {
          atMs: KILL_AT_MS,
          run: async (elapsed) => {
            marks.push({ t: elapsed(), label: 'SIGKILL B' });
            await stopChild(b.child, 'SIGKILL');
            log('(c) instance B killed with SIGKILL');
          },
        },
        ...(RESTART_AT_MS < DURATION_MS
          ? [
              {
                atMs: RESTART_AT_MS,
                run: async (elapsed: () => number) => {
                  marks.push({ t: elapsed(), label: 'B starting' });
                  startInstance(b);
                  await waitHealthy(b.url);
                  marks.push({ t: elapsed(), label: 'B healthy again' });
                  log('(c) instance B started again and healthy');
                },
              },
            ]
          : []),
      ],
    });
    printTimeline(writes, reads, marks, DURATION_MS);
    for (const m of marks.filter((m) => m.t >= DURATION_MS))
      log(`(c) ${m.label} at ${(m.t / 1000).toFixed(1)} s, after the load`);
    const accepted = writes.filter((w) => w.id !== undefined).map((w) => w.id!);
    const failedWrites = writes.filter((w) => w.id === undefined);
    const db = new pg.Client({ connectionString: PG_URL });
    await db.connect();
    const found = await db.query<{ n: string }>(
      'select count(*) as n from applications where id = any($1::int[])',
      [accepted],
    );
    const total = await db.query<{ n: string }>(
      'select count(*) as n from applications where job_id = any($1::int[])',
      [jobIds.slice(3)],
    );
    await db.end();
    const inDb = Number(found.rows[0]!.n);
    const rows = Number(total.rows[0]!.n);
    const duringLoad = (await readAccessLog(dir)).slice(logBefore);
    const retried = duringLoad.filter((line) => line.upstreams.length > 1);
    log(
      `(c) writes: ${writes.length} sent, ${accepted.length} accepted (${(accepted.length / (DURATION_MS / 1000)).toFixed(0)}/s), ` +
        `${failedWrites.length} failed ${JSON.stringify(countBy(failedWrites, (w) => String(w.status)))}; ` +
        `reads: ${reads.length} sent, ${reads.filter((r) => r.status !== 200).length} failed`,
    );
    log(
      `(c) nginx retried ${retried.length} requests on the other instance ` +
        `(${JSON.stringify(countBy(retried, (line) => line.method))}); served per instance: ` +
        JSON.stringify(countBy(duringLoad, (line) => line.upstreams.at(-1) ?? '-')),
    );
    log(
      `(c) database: ${inDb}/${accepted.length} accepted applications present; ${rows - inDb} rows written whose request failed`,
    );
    check(inDb === accepted.length, `(c) zero lost accepted writes (${accepted.length - inDb} missing)`);
    check(
      reads.every((r) => r.status === 200),
      '(c) every read succeeded through the kill (nginx retries idempotent requests)',
    );
    check(
      accepted.length > 0 && failedWrites.length < writes.length / 2,
      '(c) the surviving instance kept accepting writes',
    );
    if (RESTART_AT_MS < DURATION_MS) {
      // Back in rotation: nginx retries a failed instance after fail_timeout, so the restarted B serves again.
      const recoveryStart = (await readAccessLog(dir)).length;
      for (let i = 0; i < 20; i++) await (await fetch(`${BALANCER}/api/jobs/${jobIds[3]}`)).arrayBuffer();
      const after = countBy(
        (await readAccessLog(dir)).slice(recoveryStart),
        (line) => line.upstreams.at(-1) ?? '-',
      );
      check(
        Object.keys(after).length === 2,
        `(c) the restarted instance is back in rotation: ${JSON.stringify(after)}`,
      );
    }

    // (e) one address over its budget is refused by nginx, before any instance sees the request
    const floodStart = (await readAccessLog(dir)).length;
    const statuses = await floodFrom('127.0.0.2', `${BALANCER}/api/health`, 1500, 50);
    const flood = (await readAccessLog(dir)).slice(floodStart);
    const refused = flood.filter((line) => line.status === 429);
    log(
      `(e) 1 500 requests from one address, 50 at a time: ${JSON.stringify(countBy(statuses, String))}; ` +
        `refused ones that reached an instance: ${refused.filter((line) => line.upstreams.length > 0).length}`,
    );
    check(
      statuses.filter((status) => status === 200).length >= PROXY_BURST &&
        refused.length > 0 &&
        refused.every((line) => line.upstreams.length === 0),
      '(e) nginx lets an address its burst, then answers 429 itself',
    );

    // (f) an IPv6 client counts by its /64: stepping through its addresses buys no new budget, another /64 has its own
    const sameNet = Array.from({ length: 8 }, (_, i) => `2001:db8:5eed:1::${i + 1}`);
    const otherNet = '2001:db8:5eed:2::1';
    const addresses = addLoopbackAddresses([...sameNet, otherNet]);
    if ('unavailable' in addresses)
      log(`(f) skipped: no IPv6 addresses on the loopback (${addresses.unavailable})`);
    else {
      try {
        const v6Start = (await readAccessLog(dir)).length;
        const v6Statuses = await floodFrom(sameNet, `${BALANCER_V6}/api/health`, 1500, 50);
        const v6Refused = (await readAccessLog(dir)).slice(v6Start).filter((line) => line.status === 429);
        const [neighbour] = await floodFrom(otherNet, `${BALANCER_V6}/api/health`, 1, 1);
        log(
          `(f) 1 500 requests from 8 addresses of one IPv6 /64: ${JSON.stringify(countBy(v6Statuses, String))}; ` +
            `then one from another /64: ${neighbour}`,
        );
        check(
          v6Statuses.filter((status) => status === 200).length >= PROXY_BURST &&
            v6Refused.length > 0 &&
            v6Refused.every((line) => line.upstreams.length === 0) &&
            neighbour === 200,
          '(f) nginx counts the addresses of one IPv6 /64 as one, and another /64 apart',
        );
      } finally {
        addresses.remove();
      }
    }
  } finally {
    await stopChild(balancer, 'SIGQUIT');
    await Promise.all(instances.map((instance) => stopChild(instance.child)));
    await s3.close();
    await recreateDatabase(PG_URL, true).catch((error: Error) =>
      log(`could not drop the scratch database: ${error.message}`),
    );
    if (failures.length > 0) log(`logs kept in ${dir}`);
    else await rm(dir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    log(`${failures.length} check(s) failed:\n  - ${failures.join('\n  - ')}`);
    process.exitCode = 1;
  } else {
    log('all checks passed');
  }
}

await main();
