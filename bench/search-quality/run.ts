/**
 * Search quality (decision 271): the labelled queries of queries.ts over the corpus of corpus.ts, through the real API
 * (job search, the creator and the enterprise directory), on PGlite by default or on PostgreSQL (BENCH_PG_URL, a
 * scratch database dropped and made again). Prints recall@10 and the mean reciprocal rank per query language, per kind
 * of match and per list, and every query that missed. Never part of the tests.
 *
 *   npm run bench:search-quality [-- --db pglite|pg] [--verbose]
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createDbClient } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { jobs } from '../../apps/server/src/db/schema/jobs';
import { profiles } from '../../apps/server/src/db/schema/profiles';
import { users } from '../../apps/server/src/db/schema/users';
import { recreatePgDatabase } from '../lib/server';
import { JOBS, LANGUAGES, PEOPLE } from './corpus';
import { QUERIES, type LabelledQuery } from './queries';

const TARGETS = { recallAt10: 0.9, mrr: 0.7 };
const { values: args } = parseArgs({
  options: { db: { type: 'string', default: 'pglite' }, verbose: { type: 'boolean', default: false } },
});

const url =
  args.db === 'pg'
    ? (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/kalasetu_quality')
    : null;
if (url) await recreatePgDatabase(url);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kalasetu-search-quality-'));
const dbClient = await createDbClient({ url, pgliteDataDir: null });
await runMigrations(dbClient);
const app = await buildApp(
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'off' }),
  { dbClient, closeDbClient: true, logger: false },
);

/** Ids of the corpus' documents by key, and keys by id, to read the answers. */
const keyOf = new Map<string, string>();
async function person(key: string, values: Omit<typeof profiles.$inferInsert, 'id'>) {
  const id = randomUUID();
  await app.db.insert(users).values({ id, name: values.name, email: `${key}-${id}@quality.test` });
  await app.db.insert(profiles).values({ id, ...values });
  keyOf.set(id, key);
  return id;
}
const poster = await person('poster', { role: 'enterprise', name: 'Quality Poster' });
for (const p of PEOPLE)
  await person(p.key, {
    role: p.role,
    name: p.name,
    companyName: p.companyName,
    location: p.location,
    skills: p.skills ?? [],
    industry: p.industry,
  });
// Posting times spread over a month in an order unrelated to the corpus', so recency alone ranks nothing right.
for (const [index, job] of JOBS.entries()) {
  const [row] = await app.db
    .insert(jobs)
    .values({
      enterpriseId: poster,
      title: job.title,
      description: job.description,
      location: job.place,
      budgetMin: 5_000,
      budgetMax: 20_000,
      skills: [],
      createdAt: new Date(Date.now() - ((index * 7919) % 720) * 3_600_000),
    })
    .returning({ id: jobs.id });
  keyOf.set(String(row!.id), job.key);
}

async function answer(query: LabelledQuery): Promise<string[]> {
  const params = new URLSearchParams(query.asPlace ? { location: query.q } : { q: query.q });
  if (query.list === 'jobs') params.set('pageSize', '10');
  const response = await app.inject({
    method: 'GET',
    url: `/api/${query.list}?${params}`,
    headers: { 'accept-language': query.lang },
  });
  if (response.statusCode !== 200) throw new Error(`${query.q}: ${response.statusCode} ${response.body}`);
  const body = response.json() as { jobs?: Array<{ id: number }>; items?: Array<{ id: string }> };
  const ids = (body.jobs ?? body.items ?? []).map((item) => String(item.id));
  return ids.slice(0, 10).map((id) => keyOf.get(id) ?? id);
}

interface Scored {
  query: LabelledQuery;
  recall: number;
  reciprocalRank: number;
  found: string[];
}
const scored: Scored[] = [];
for (const query of QUERIES) {
  const found = await answer(query);
  const hits = query.expect.filter((key) => found.includes(key)).length;
  const firstRank = found.findIndex((key) => query.expect.includes(key));
  scored.push({
    query,
    recall: hits / query.expect.length,
    reciprocalRank: firstRank < 0 ? 0 : 1 / (firstRank + 1),
    found,
  });
}
await app.close();
await rm(dataDir, { recursive: true, force: true });

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
function row(label: string, rows: Scored[]) {
  const recall = mean(rows.map((r) => r.recall));
  const mrr = mean(rows.map((r) => r.reciprocalRank));
  const ok = recall >= TARGETS.recallAt10 && mrr >= TARGETS.mrr;
  console.log(
    `${label.padEnd(22)} ${String(rows.length).padStart(4)}  recall@10 ${recall.toFixed(3)}  MRR ${mrr.toFixed(3)}  ${ok ? 'meets' : 'misses'}`,
  );
  return ok;
}

console.log(
  `\nSearch quality: ${QUERIES.length} labelled queries, ${JOBS.length} jobs, ${PEOPLE.length} people, ${args.db}`,
);
console.log(`Targets: recall@10 ≥ ${TARGETS.recallAt10}, MRR ≥ ${TARGETS.mrr}\n`);
let allMet = row('all', scored);
console.log('\nBy the language of the query');
for (const lang of LANGUAGES)
  allMet =
    row(
      lang,
      scored.filter((r) => r.query.lang === lang),
    ) && allMet;
console.log('\nBy kind of match');
for (const kind of ['script', 'variant', 'lexicon', 'place'] as const)
  row(
    kind,
    scored.filter((r) => r.query.kind === kind),
  );
console.log('\nBy list');
for (const list of ['jobs', 'creators', 'enterprises'] as const)
  row(
    list,
    scored.filter((r) => r.query.list === list),
  );
const misses = scored.filter((r) => r.recall < 1 || r.reciprocalRank < 1);
console.log(`\nQueries below full recall or not first (${misses.length}):`);
for (const r of args.verbose ? misses : misses.slice(0, 40))
  console.log(
    `  [${r.query.lang} ${r.query.kind} ${r.query.list}${r.query.asPlace ? ' place filter' : ''}] ${r.query.q}: recall ${r.recall.toFixed(2)}, RR ${r.reciprocalRank.toFixed(2)}; expected ${r.query.expect.join(' ')}; got ${r.found.join(' ')}`,
  );
console.log(allMet ? '\nEvery language meets both targets.' : '\nA language misses a target.');
