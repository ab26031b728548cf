/**
 * Where the search mix's time goes: the first N searches of `bench/api/search-mix.ts` (the ones a run of bench:api
 * reaches), each different one sent once, one at a time, to a running server that keeps no answers
 * (`SEARCH_CACHE_MS=0`), and timed. Prints the spread, the time by shape (sort, filters, page) and the slowest
 * searches, so a change aims at what the mix pays for. Queueing under load is not in these figures.
 *
 *   npx tsx bench/api/search-mix-slowest.ts --url http://127.0.0.1:5200 [--count 3000] [--top 25]
 */
import { parseArgs } from 'node:util';
import { searchMix } from './search-mix';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:5200' },
    count: { type: 'string', default: '3000' },
    top: { type: 'string', default: '25' },
  },
});

const distinct = new Map<string, { lang: string; path: string }>();
for (const search of searchMix(Number(args.count))) distinct.set(`${search.lang} ${search.path}`, search);

const shapeOf = (path: string) => {
  const query = new URL(path, 'http://x').searchParams;
  return [
    query.get('sort') ?? (query.has('q') ? 'relevance' : 'newest'),
    query.has('q') ? 'keyword' : 'no keyword',
    ...['location', 'skills', 'budgetMin', 'category'].filter((name) => query.has(name)),
    `page ${query.get('page') ?? 1}`,
  ].join(', ');
};

const timed: Array<{ ms: number; lang: string; path: string }> = [];
for (const { lang, path } of distinct.values()) {
  const started = performance.now();
  const response = await fetch(`${args.url}${path}`, { headers: { 'accept-language': lang } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${response.status} for ${path}`);
  timed.push({ ms: performance.now() - started, lang, path });
}

const ms = timed.map((t) => t.ms).sort((a, b) => a - b);
const at = (share: number) => ms[Math.min(ms.length - 1, Math.floor(share * ms.length))]!.toFixed(1);
const total = ms.reduce((sum, t) => sum + t, 0);
console.log(
  `${timed.length} different searches of the first ${args.count}: ${total.toFixed(0)} ms in all, ` +
    `mean ${(total / ms.length).toFixed(2)}, p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, max ${at(1)} ms`,
);

const shapes = new Map<string, { n: number; ms: number }>();
for (const { ms, path } of timed) {
  const shape = shapes.get(shapeOf(path)) ?? { n: 0, ms: 0 };
  shapes.set(shapeOf(path), { n: shape.n + 1, ms: shape.ms + ms });
}
console.log('\nTime by shape (share of all, searches, mean ms):');
for (const [shape, { n, ms }] of [...shapes].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15))
  console.log(
    `  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${String(n).padStart(5)}  ${(ms / n).toFixed(2).padStart(7)}  ${shape}`,
  );

console.log('\nSlowest:');
for (const { ms, lang, path } of timed.sort((a, b) => b.ms - a.ms).slice(0, Number(args.top)))
  console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${lang}  ${decodeURIComponent(path)}`);
