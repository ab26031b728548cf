/** One Lighthouse run through its command line, with the system Chromium (CHROME_PATH), mobile defaults. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../lib/server';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}
export interface LighthouseResult {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<string, string>;
  /** Total Blocking Time in milliseconds (target ≤ 150 ms on every measured page). */
  blockingMs: number;
  /** Audits of the three categories that did not pass, to say what to fix. */
  failing: string[];
  /** Lighthouse's own CPU speed estimate of this machine at the time (higher is faster; it scales TBT). */
  benchmarkIndex: number;
  /** Lighthouse's warnings about the run, e.g. a host CPU slower than its 4× slow-down assumes (index ≤ 1 000). */
  warnings: string[];
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

export async function runLighthouse(url: string, chromePath: string): Promise<LighthouseResult> {
  const cli = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, CHROME_PATH: chromePath },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`lighthouse exited with ${code} for ${url}`);
  const report = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
    categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
    audits: Record<string, Audit>;
    runtimeError?: { message: string };
    environment?: { benchmarkIndex?: number };
    runWarnings?: string[];
  };
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as LighthouseResult['scores'];
  const metrics = Object.fromEntries(METRICS.map((id) => [id, report.audits[id]?.displayValue ?? 'n/a']));
  const failing = new Set<string>();
  for (const category of CATEGORIES)
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      failing.add(
        `${category}: ${audit.id} (${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ''}`,
      );
    }
  return {
    scores,
    metrics,
    blockingMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    failing: [...failing],
    benchmarkIndex: report.environment?.benchmarkIndex ?? 0,
    warnings: report.runWarnings ?? [],
  };
}
