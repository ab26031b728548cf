/** EXPLAIN (ANALYZE, BUFFERS) of exactly the query GET /api/jobs runs for a keyword page. */
import { sql } from 'drizzle-orm';
import { jobListQuerySchema } from '@kalasetu/shared/jobs';
import { createDbClient, queryRows } from '../../apps/server/src/db/client';
import { hasKeywordTerms } from '../../apps/server/src/modules/jobs/job-search';
import { jobSearchQuery } from '../../apps/server/src/modules/jobs/job-search.repository';

/** Prints each plan; returns the names of the searches whose plan reads `jobs` with a sequential scan. */
export async function explainSearches(
  database: string,
  options: Parameters<typeof createDbClient>[0],
  searches: Array<{ name: string; search: string }>,
): Promise<string[]> {
  const client = await createDbClient(options);
  const seqScans: string[] = [];
  try {
    for (const { name, search } of searches) {
      const params = new URLSearchParams(search);
      const parsed = jobListQuerySchema.parse({
        ...Object.fromEntries(params),
        skills: params.getAll('skills'),
      });
      const { page, pageSize, ...filters } = parsed;
      if (!hasKeywordTerms(filters.q)) throw new Error(`${name}: search without keyword`);
      const query = jobSearchQuery(client.db, {
        filters,
        mode: 'words',
        limit: pageSize + 1,
        offset: (page - 1) * pageSize,
      });
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        client.db,
        sql`explain (analyze, buffers) ${query}`,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      console.log(`\n[${database}] EXPLAIN (ANALYZE, BUFFERS) — ${name}\n${plan}`);
      if (/Seq Scan on jobs\b/.test(plan)) seqScans.push(name);
    }
  } finally {
    await client.close();
  }
  return seqScans;
}
