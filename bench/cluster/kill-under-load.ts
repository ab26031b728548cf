import { applyBody, call, type Account } from './client';

export interface Outcome {
  /** Milliseconds since the load started. */
  t: number;
  /** HTTP status, or 0 when the connection itself failed. */
  status: number;
  /** The application id of an accepted (2xx) write. */
  id?: number;
}

/**
 * Concurrent creators apply to jobs through the balancer (every (creator, job) pair once) while readers fetch a
 * job page; `events` run at their offsets (kill an instance, start it again). Every outcome is recorded.
 */
export async function loadWithEvents(options: {
  base: string;
  origin: string;
  pairs: Array<{ creator: Account; jobId: number }>;
  readPath: string;
  durationMs: number;
  writers: number;
  readers: number;
  events: Array<{ atMs: number; run: (elapsed: () => number) => Promise<void> }>;
}): Promise<{ writes: Outcome[]; reads: Outcome[] }> {
  const writes: Outcome[] = [];
  const reads: Outcome[] = [];
  const start = performance.now();
  const elapsed = () => performance.now() - start;
  let next = 0;

  const writer = async () => {
    while (elapsed() < options.durationMs && next < options.pairs.length) {
      const { creator, jobId } = options.pairs[next++]!;
      try {
        const result = await call(
          options.base,
          options.origin,
          'POST',
          `/api/jobs/${jobId}/applications`,
          creator.cookie,
          applyBody,
        );
        const id =
          result.status >= 200 && result.status < 300
            ? (result.json as { application: { id: number } }).application.id
            : undefined;
        writes.push({ t: elapsed(), status: result.status, id });
      } catch {
        writes.push({ t: elapsed(), status: 0 });
      }
    }
  };
  const reader = async () => {
    while (elapsed() < options.durationMs) {
      try {
        const response = await fetch(`${options.base}${options.readPath}`);
        await response.arrayBuffer();
        reads.push({ t: elapsed(), status: response.status });
      } catch {
        reads.push({ t: elapsed(), status: 0 });
      }
    }
  };
  const scheduled = options.events.map(async (event) => {
    await new Promise((resolve) => setTimeout(resolve, event.atMs));
    await event.run(elapsed);
  });
  await Promise.all([
    ...Array.from({ length: options.writers }, writer),
    ...Array.from({ length: options.readers }, reader),
    ...scheduled,
  ]);
  return { writes, reads };
}

export function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** Requests finished per second of the load, with the kill and restart marked. */
export function printTimeline(
  writes: Outcome[],
  reads: Outcome[],
  marks: Array<{ t: number; label: string }>,
  durationMs: number,
) {
  const seconds = Math.ceil(durationMs / 1000);
  console.log('\n  second | writes 2xx | writes failed (status×n) | reads 2xx | reads failed');
  for (let s = 0; s < seconds; s++) {
    const inSecond = (o: Outcome) => o.t >= s * 1000 && o.t < (s + 1) * 1000;
    const w = writes.filter(inSecond);
    const r = reads.filter(inSecond);
    const failed = countBy(
      w.filter((o) => !o.id),
      (o) => String(o.status),
    );
    const mark = marks
      .filter((m) => m.t >= s * 1000 && m.t < (s + 1) * 1000)
      .map((m) => ` ← ${m.label} at ${(m.t / 1000).toFixed(1)} s`)
      .join('');
    console.log(
      `  ${String(s).padStart(6)} | ${String(w.filter((o) => o.id).length).padStart(10)} | ${(
        Object.entries(failed)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ') || '-'
      ).padEnd(24)} | ${String(r.filter((o) => o.status === 200).length).padStart(9)} | ${String(
        r.filter((o) => o.status !== 200).length,
      ).padStart(12)}${mark}`,
    );
  }
  console.log('');
}
