import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { makeEnterprise, makeJob } from '../../test/factories';
import { buildIsolatedApp, type IsolatedApp } from '../admin/isolated-test-app';

const DAY = 86_400_000;
/** More open jobs than the count walks (COUNT_REACH, 5 000), all newer than the matches. */
const NEWER_JOBS = 5_100;

/**
 * The first page's count when the search found every match on its way: a keyword that matches few jobs, none of them
 * among the newest, is ranked from its own index, and that total is the count (job-search.service.ts, countOf). The
 * count query would look only through the newest 5 000 open jobs and say "13+" here; the total says 20, exactly.
 */
describe('job count taken from the search itself', () => {
  let isolated: IsolatedApp;
  const word = `kokum${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    isolated = await buildIsolatedApp();
    const { app } = isolated;
    const enterprise = await makeEnterprise(app);
    for (let i = 0; i < 20; i++)
      await makeJob(app, enterprise.id, {
        title: `Kokum syrup bottles ${word} ${i}`,
        createdAt: new Date(Date.now() - (400 + i) * DAY),
      });
    await queryRows(
      app.db,
      sql`insert into jobs (enterprise_id, title, description, location, budget_min, budget_max, skills, created_at)
          select ${enterprise.id}, 'Festival banner ' || g, 'A banner for the village fair, printed and framed.',
                 'Dharwad, Karnataka', 1000, 2000, array['graphic-design'], now() - g * interval '1 minute'
          from generate_series(1, ${NEWER_JOBS}) as g`,
    );
    await queryRows(app.db, sql`analyze jobs`);
  }, 120_000);
  afterAll(async () => {
    await isolated?.dispose();
  });

  it.each(['newest', 'relevance'])('counts a few old matches exactly, sorted by %s', async (sort) => {
    const response = await isolated.app.inject({ url: `/api/jobs?q=${word}&sort=${sort}` });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.jobs).toHaveLength(12);
    expect(answer.hasMore).toBe(true);
    expect(answer.count).toEqual({ value: 20, atLeast: false });
    // Page 2 holds the rest, and no count (only the first page says how many).
    const second = (await isolated.app.inject({ url: `/api/jobs?q=${word}&sort=${sort}&page=2` })).json();
    expect(second.jobs).toHaveLength(8);
    expect(second.count).toBeNull();
  });
});
