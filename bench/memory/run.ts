/**
 * Memory of the embedded default, started as README says (`npm start`: PGlite, demo data on the first start): the
 * RSS and PSS of the whole process tree, idle after the first start, idle after a restart, after 20 page views,
 * during and right after a search load, and once the load has been over for a while (is memory given back?).
 *
 *   npm run bench:memory -- [--load-seconds 120] [--connections 20] [--settle-seconds 30]
 *                           [--command "node --flag apps/server/dist/main.js"]
 *
 * Runs in a scratch data folder on a free port, with the rate limits off (one address sends the whole load) and
 * LOG_LEVEL=warn; otherwise the defaults `npm start` has. `--command` measures another way of starting the server
 * (a V8 or PGlite setting being compared) instead of `npm start`; the bundle must then exist
 * (`node scripts/server-build.mjs`). Linux only (/proc). Never part of the tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, machineDescription, ROOT, sleep, THROUGHPUT_ENV, withEnv } from '../lib/server';
import { processTree, treeTotals, megabytes } from './process-tree';
import { searchLoad, viewPages } from './traffic';

const TARGET_RSS_MB = 400;
const { values: args } = parseArgs({
  options: {
    'load-seconds': { type: 'string', default: '120' },
    connections: { type: 'string', default: '20' },
    'settle-seconds': { type: 'string', default: '30' },
    command: { type: 'string' },
  },
});
const SETTLE_MS = Number(args['settle-seconds']) * 1000;
const command = args.command ? args.command.split(' ') : ['npm', 'start'];

const port = await freePort(5201, 5202, 5203, 5204);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kalasetu-bench-memory-'));
const rows: Array<{ phase: string; rssMb: number; pssMb: number; processes: number; note?: string }> = [];

function start(): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    // A process group of its own, so that Ctrl-C can be sent to it as a terminal would.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: withEnv({
      ...THROUGHPUT_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    }),
  });
  const keep = (chunk: Buffer) => {
    if (output.length < 200_000) output += chunk.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, output: () => output };
}

async function ready(server: { child: ChildProcess; output: () => string }) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    // The address and the demo accounts are printed once it listens.
    if (server.output().includes('Demo accounts')) {
      const response = await fetch(`${base}/api/health`).catch(() => null);
      if (response?.ok) return;
    }
    await sleep(500);
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

/** Ctrl-C, as in a terminal: SIGINT to the whole process group. */
async function interrupt(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGINT');
  await exited;
}

function sample(phase: string, child: ChildProcess, note?: string) {
  const tree = processTree(child.pid!);
  const totals = treeTotals(tree);
  rows.push({ phase, ...totals, note });
  const detail = tree.map((p) => `${p.command.split(' ').slice(0, 3).join(' ')} ${megabytes(p.rssKb)} MB`);
  console.log(`${phase}: RSS ${totals.rssMb} MB, PSS ${totals.pssMb} MB — ${detail.join('; ')}`);
}

console.log(`Machine: ${machineDescription()}`);
console.log(`Command: ${command.join(' ')} (port ${port}, data in ${dataDir})\n`);
let server = start();
try {
  await ready(server);
  await sleep(SETTLE_MS / 3);
  sample('first start, idle', server.child, 'migrations and demo data just loaded');
  await interrupt(server.child);
  console.log(`Ctrl-C: exited with ${server.child.exitCode ?? server.child.signalCode}`);

  server = start();
  await ready(server);
  await sleep(SETTLE_MS / 3);
  sample('idle after a restart', server.child);

  const pages = await viewPages(base);
  await sleep(5_000);
  sample('after 20 page views', server.child, `${pages.length} pages, en and hi`);

  let peak = 0;
  const watch = setInterval(() => {
    peak = Math.max(peak, treeTotals(processTree(server.child.pid!)).rssMb);
  }, 2_000);
  const load = await searchLoad(base, Number(args['load-seconds']), Number(args.connections));
  clearInterval(watch);
  rows.push({ phase: 'search load, peak', rssMb: peak, pssMb: NaN, processes: NaN });
  sample(
    `after ${args['load-seconds']} s of search load`,
    server.child,
    `${load.requests} searches, ${load.reqPerSec} req/s, non-2xx ${load.non2xx}, errors ${load.errors}`,
  );
  await sleep(SETTLE_MS);
  sample(`${args['settle-seconds']} s after the load`, server.child);
} finally {
  await interrupt(server.child).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nMachine at the end: ${machineDescription()}`);
console.log(`\n| Phase | RSS of the tree | PSS | Processes | Note |\n|---|---|---|---|---|`);
for (const row of rows) {
  const over = row.rssMb > TARGET_RSS_MB ? ' (over 400)' : '';
  const pss = Number.isNaN(row.pssMb) ? '—' : `${row.pssMb} MB`;
  const processes = Number.isNaN(row.processes) ? '—' : row.processes;
  console.log(`| ${row.phase} | ${row.rssMb} MB${over} | ${pss} | ${processes} | ${row.note ?? ''} |`);
}
const worst = Math.max(...rows.map((row) => row.rssMb));
console.log(
  `\nHighest RSS ${worst} MB against the target of ${TARGET_RSS_MB} MB: ${worst <= TARGET_RSS_MB ? 'within' : 'OVER'}`,
);
if (worst > TARGET_RSS_MB) process.exitCode = 1;
