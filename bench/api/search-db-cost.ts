/**
 * PostgreSQL's CPU for one job search, every query it sends: each job search of searches.ts run through the
 * repository (`runJobSearch`, its page only: no count, no server), one at a time over one connection, with the CPU
 * of that connection's backend read from /proc before and after. Shows what a search costs the database, which
 * queueing under load hides. Linux only; PostgreSQL on this machine, seeded as for bench:api-cpu.
 *
 *   BENCH_PG_URL=postgres://…/kalasetu_perf_cpu npx tsx bench/api/search-db-cost.ts [--runs 300]
 */
import { parseArgs } from 'node:util';
import { jobListQuerySchema } from '@kalasetu/shared/jobs';
import { builtInLexicon } from '@kalasetu/shared/search-lexicon';
import { createDbClient } from '../../apps/server/src/db/client';
import { runJobSearch } from '../../apps/server/src/modules/jobs/job-search.repository';
import { searchTextWith } from '../../apps/server/src/modules/search/search-lexicon.service';
import { backendPids, totalCpuMs } from './cpu-time';
import { SEARCHES } from './searches';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '300' } } });
const RUNS = Number(args.runs);
const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/kalasetu_perf_cpu';
const client = await createDbClient({ url, poolMax: 1 });
try {
  for (const search of SEARCHES.filter((s) => s.path === '/api/jobs')) {
    const params = new URLSearchParams(search.search);
    const { page, pageSize, ...filters } = jobListQuerySchema.parse({
      ...Object.fromEntries(params),
      skills: params.getAll('skills'),
    });
    const text = searchTextWith(builtInLexicon(), { q: filters.q, place: filters.location }, 'en');
    const job = { filters, mode: 'words' as const, text, limit: pageSize + 1, offset: (page - 1) * pageSize };
    for (let warm = 0; warm < 20; warm++) await runJobSearch(client.db, job);
    const pids = await backendPids(url);
    const before = totalCpuMs(pids);
    const started = performance.now();
    for (let run = 0; run < RUNS; run++) await runJobSearch(client.db, job);
    const perSearch = (ms: number) => (ms / RUNS).toFixed(2);
    console.log(
      `${search.name.padEnd(34)} PostgreSQL ${perSearch(totalCpuMs(pids) - before)} ms CPU, ` +
        `${perSearch(performance.now() - started)} ms wall a search`,
    );
  }
} finally {
  await client.close();
}
