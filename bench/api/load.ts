/**
 * One load of a URL: with wrk (Debian's, written in C) when it is installed, otherwise autocannon. On a 2-core
 * machine the load generator shares the cores with the server and PostgreSQL: autocannon (JavaScript, in this
 * process) used about 0.2 ms of CPU per request, wrk about 0.04 ms, so with autocannon a fifth to a third of a core
 * went to generating the load the server was measured under (decision 133).
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface Measured {
  scenario: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  /** For a mix of searches: the share (%) its answer cache could not serve. */
  madeAnew?: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

const WRK = '/usr/bin/wrk';
/**
 * Every request asks for a compressed reply, as browsers do (since 2026-11-24; figures before that were taken
 * without, which left the page cache's cost of compressing each kept page unmeasured).
 */
const ACCEPT_ENCODING = 'br, gzip';
export type LoadGenerator = 'wrk' | 'autocannon';

/** wrk, installed with apt-get when missing and possible (the benches run as root on a fresh machine). */
export function loadGenerator(wanted: string): LoadGenerator {
  if (wanted === 'autocannon') return 'autocannon';
  if (!existsSync(WRK)) {
    console.log('wrk is missing: apt-get install -y wrk');
    spawnSync(
      'sh',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk'],
      {
        stdio: 'inherit',
      },
    );
  }
  if (existsSync(WRK)) return 'wrk';
  if (wanted === 'wrk')
    throw new Error('could not install wrk; run "apt-get install wrk" as root, or pass --loader autocannon');
  console.log(
    'wrk could not be installed: measuring with autocannon, which takes more of the CPU (see load.ts)',
  );
  return 'autocannon';
}

export async function measure(
  scenario: string,
  url: string,
  options: {
    connections: number;
    duration: number;
    loader?: LoadGenerator;
    mixFile?: string;
    /** Sent with every request besides Accept-Encoding (a session cookie). */
    headers?: Record<string, string>;
  },
): Promise<Measured> {
  if (options.mixFile && options.loader !== 'wrk') throw new Error('a mix of requests needs wrk');
  return options.loader === 'wrk'
    ? measureWithWrk(scenario, url, options)
    : measureWithAutocannon(scenario, url, options);
}

const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;

async function measureWithWrk(
  scenario: string,
  url: string,
  options: { connections: number; duration: number; mixFile?: string; headers?: Record<string, string> },
): Promise<Measured> {
  // A mix sends each line of its file in turn (wrk-mix.lua, which reports as wrk-report.lua does).
  const script = path.join(import.meta.dirname, options.mixFile ? 'wrk-mix.lua' : 'wrk-report.lua');
  const { stdout } = await promisify(execFile)(WRK, [
    '--threads',
    '1',
    '--connections',
    String(options.connections),
    '--duration',
    `${options.duration}s`,
    '--timeout',
    '10s',
    '--header',
    `Accept-Encoding: ${ACCEPT_ENCODING}`,
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    '--script',
    script,
    url,
    ...(options.mixFile ? ['--', options.mixFile] : []),
  ]);
  const line = stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  const r = JSON.parse(line.slice('WRK_JSON '.length)) as Record<string, number>;
  return {
    scenario,
    reqPerSec: Math.round(r.requests! / (r.durationUs! / 1e6)),
    p50: ms(r.p50!),
    p95: ms(r.p95!),
    p99: ms(r.p99!),
    max: ms(r.max!),
    non2xx: r.non2xx!,
    errors: r.errors!,
  };
}

/** autocannon has no p95: the percentiles come from every reply's time. */
async function measureWithAutocannon(
  scenario: string,
  url: string,
  options: { connections: number; duration: number; headers?: Record<string, string> },
): Promise<Measured> {
  const times: number[] = [];
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    pipelining: 1,
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...options.headers },
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    scenario,
    reqPerSec: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: percentile(times, 100),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export const formatMeasured = (m: Measured) =>
  `${m.reqPerSec} req/s, p50 ${m.p50} ms, p95 ${m.p95} ms, p99 ${m.p99} ms, max ${m.max} ms, non-2xx ${m.non2xx}, errors ${m.errors}`;
