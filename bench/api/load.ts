/** One autocannon load with latency percentiles computed from every reply (autocannon itself has no p95). */
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
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

export async function measure(
  scenario: string,
  url: string,
  options: { connections: number; duration: number },
): Promise<Measured> {
  const times: number[] = [];
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    pipelining: 1,
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
