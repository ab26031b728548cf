import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDbClient, queryRows } from '../../db/client';
import { buildTestApp } from '../../test/build-test-app';
import { makeEnterprise, makeJob } from '../../test/factories';
import { builtInLexicon } from '@kalasetu/shared/search-lexicon';
import { searchTextWith } from '../search/search-lexicon.service';
import {
  countJobSearch,
  jobCountQuery,
  jobSearchQuery,
  runJobSearch,
  type JobSearch,
} from './job-search.repository';

/** The search as the service hands it to the repository: with its keyword and place as tsquery text. */
const withText = (search: Omit<JobSearch, 'text'>): JobSearch => ({
  ...search,
  text: searchTextWith(builtInLexicon(), { q: search.filters.q, place: search.filters.location }, 'en'),
});

const DAY = 86_400_000;

/**
 * The search runs through drizzle prepared queries, one per shape (decision 120). Each must answer exactly what
 * the same search as a one-off query answers, for every combination of filters, sort and mode, on every execution.
 */
describe('prepared job search', () => {
  let app: FastifyInstance;
  // A town of this file's own keeps the shared PostgreSQL test database's other jobs out of the results.
  const town = `Prepur ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    app = await buildTestApp();
    const enterprise = await makeEnterprise(app, { companyName: 'Konkan Cashew Co' });
    const now = Date.now();
    const jobs: Array<Parameters<typeof makeJob>[2]> = [
      { title: 'Product photography for cashews', skills: ['photography'], category: 'photography' },
      { title: 'Wedding photography in Goa', skills: ['photography', 'videography'], budgetMax: 90_000 },
      { title: 'Reels for a cashew brand', skills: ['videography'], category: 'videography' },
      { title: 'Catalogue photos of saris', skills: ['photo-editing'], budgetMin: 2_000, budgetMax: 6_000 },
      { title: 'फोटोग्राफी काजू पैकेट', skills: ['photography'], deadline: new Date(now + 3 * DAY) },
      { title: 'Drone video of the orchard', skills: ['drone-operation'], status: 'assigned' },
      // Found by relevance's later tiers: the word in the text only, by sound, by the lexicon, in another script.
      { title: 'Cashew festival stall', description: 'We need product photography of our stall.' },
      { title: 'Fotografy of jars', description: 'Pickle jars on a table.' },
      { title: 'Photographer for a cashew farm', skills: ['photography'] },
      { title: 'ಫೋಟೋಗ್ರಫಿ for the shop', description: 'Kannada signboard, photos for the catalogue.' },
      { title: 'Packaging design', description: 'फोटोग्राफी नहीं, केवल डिज़ाइन। Photos later.' },
    ];
    for (const [index, values] of jobs.entries())
      await makeJob(app, enterprise.id, {
        location: `${town}, Goa`,
        createdAt: new Date(now - index * DAY),
        deadline: new Date(now + (10 + index) * DAY),
        ...values,
      });
    // Older open jobs elsewhere, so that a window of one job is a small share of the open jobs: then any match in it
    // sends the search through the wider window (runJobSearch).
    for (let older = 0; older < 120; older++)
      await makeJob(app, enterprise.id, {
        location: `Elsewhere ${randomUUID().slice(0, 8)}`,
        createdAt: new Date(now - (400 + older) * DAY),
      });
    // Measured, as a live table is: a search weighs the window's matches against the open jobs (runJobSearch).
    await queryRows(app.db, sql`analyze jobs`);
  });
  afterAll(async () => {
    await app?.close();
  });

  const base = { location: town, sort: 'newest' as const };
  const cases: Array<{ name: string; search: Omit<JobSearch, 'text'>; atLeast: number }> = [
    { name: 'no keyword', search: { filters: base, mode: 'words', limit: 13, offset: 0 }, atLeast: 5 },
    {
      name: 'keyword',
      search: { filters: { ...base, q: 'photography' }, mode: 'words', limit: 13, offset: 0 },
      atLeast: 2,
    },
    // With a window of one job, one match in it and the wider window (ten jobs) a small share of the open jobs.
    {
      name: 'keyword, a page further than the window promises',
      search: { filters: { ...base, q: 'photography' }, mode: 'words', limit: 4, offset: 2 },
      atLeast: 4,
    },
    {
      name: 'keyword, skills, budget, sorted by budget',
      search: {
        filters: {
          ...base,
          q: 'photo',
          skills: ['photography', 'photo-editing'],
          budgetMin: 1_000,
          sort: 'budget',
        },
        mode: 'words',
        limit: 13,
        offset: 0,
      },
      atLeast: 2,
    },
    {
      name: 'category and budget range, by deadline',
      search: {
        filters: { ...base, category: 'photography', budgetMin: 5_000, budgetMax: 50_000, sort: 'deadline' },
        mode: 'words',
        limit: 13,
        offset: 0,
      },
      atLeast: 1,
    },
    {
      name: 'Devanagari keyword',
      search: { filters: { ...base, q: 'फोटोग्राफी' }, mode: 'words', limit: 13, offset: 0 },
      atLeast: 1,
    },
    {
      name: 'similar titles, two words',
      search: { filters: { ...base, q: 'photograpy cashew' }, mode: 'similar', limit: 13, offset: 0 },
      atLeast: 1,
    },
    { name: 'second page', search: { filters: base, mode: 'words', limit: 2, offset: 2 }, atLeast: 2 },
    // By budget or deadline a page found among the first jobs of that order is the page; else every match, sorted.
    {
      name: 'keyword by budget, 1 from 1',
      search: { filters: { ...base, q: 'photography', sort: 'budget' }, mode: 'words', limit: 1, offset: 1 },
      atLeast: 1,
    },
    {
      name: 'category by deadline, 2 from 0',
      search: {
        filters: { ...base, category: 'photography', sort: 'deadline' },
        mode: 'words',
        limit: 2,
        offset: 0,
      },
      atLeast: 1,
    },
    {
      name: 'keyword by relevance, second page',
      search: {
        filters: { ...base, q: 'photography', sort: 'relevance' },
        mode: 'words',
        limit: 2,
        offset: 1,
      },
      atLeast: 2,
    },
    // The first tier alone answers when it reaches the page's end: here it holds the two titles with "photography".
    ...[
      [1, 0],
      [2, 0],
      [1, 1],
      // Past it, the later tiers fill the rest of the page.
      [3, 0],
      [2, 2],
      [2, 3],
      [5, 4],
    ].map(([limit, offset]) => ({
      name: `keyword by relevance, ${limit} from ${offset}`,
      search: {
        filters: { ...base, q: 'photography', sort: 'relevance' as const },
        mode: 'words' as const,
        limit: limit!,
        offset: offset!,
      },
      atLeast: 1,
    })),
  ];

  // A keyword's search looks among the newest jobs first, then ranks the matches when they are few, then walks:
  // each way must give the same page (a window of one job and "few" of one or a thousand force each). A window of
  // eight splits the title's later tiers: "Fotografy of jars" (by sound) inside it, "ಫೋಟೋಗ್ರಫಿ for the shop" older.
  const reaches = [
    undefined,
    { window: 1, few: 1000 },
    { window: 1, few: 1 },
    { window: 3, few: 4 },
    { window: 8, few: 1 },
  ];

  it.each(cases)('answers like the one-off query: $name', async ({ search: plain, atLeast }) => {
    const search = withText(plain);
    const expected = (await jobSearchQuery(app.db, search)).map((row) => row.id);
    expect(expected.length).toBeGreaterThanOrEqual(atLeast);
    for (let execution = 0; execution < 7; execution++) {
      const rows = await runJobSearch(app.db, search);
      expect(rows.map((row) => row.id)).toEqual(expected);
    }
    const everyMatch = (await jobSearchQuery(app.db, { ...search, limit: 10_000, offset: 0 })).length;
    for (const reach of reaches) {
      // A search that took every match in hand on the way says how many there are: the count needs no query.
      let total: number | undefined;
      const rows = await runJobSearch(app.db, search, reach, (matches) => (total = matches));
      expect(rows.map((row) => row.id)).toEqual(expected);
      if (total !== undefined) expect(total).toBe(everyMatch);
    }
    const [first] = await runJobSearch(app.db, search);
    expect(first).toEqual((await jobSearchQuery(app.db, search))[0]);
  });

  it('gives the number of every match when it ranks them all', async () => {
    const search = withText({
      filters: { ...base, q: 'photography', sort: 'newest' },
      mode: 'words',
      // More than match: no window fills the page, so the search counts the matches out and ranks them.
      limit: 50,
      offset: 0,
    });
    let total: number | undefined;
    await runJobSearch(app.db, search, { window: 1, few: 1000 }, (matches) => (total = matches));
    const everyMatch = await jobSearchQuery(app.db, { ...search, limit: 10_000, offset: 0 });
    expect(everyMatch.length).toBeGreaterThan(2);
    expect(total).toBe(everyMatch.length);
  });

  it.each(['photography', 'फोटोग्राफी', 'photo cashew', 'ಫೋಟೋ'])(
    'ranks "%s" as relevance is defined: the best tier a job is in, then newest first',
    async (q) => {
      const search = withText({
        filters: { ...base, q, sort: 'relevance' },
        mode: 'words',
        limit: 50,
        offset: 0,
      });
      const tiers = search.text!.tiers!;
      // Every job the keyword matches, newest first, with each tier it is in.
      const matches = await runJobSearch(app.db, {
        ...search,
        filters: { ...search.filters, sort: 'newest' },
      });
      const rows = await queryRows<{ id: number; tiers: boolean[] }>(
        app.db,
        sql`select id, array[${sql.join(
          tiers.map((tier) => sql`search @@ to_tsquery('simple', ${tier})`),
          sql`, `,
        )}] as tiers from jobs where id in ${matches.map((job) => job.id)}`,
      );
      const best = new Map(rows.map((row) => [row.id, row.tiers.indexOf(true)]));
      const expected = matches
        .map((job, newest) => ({ id: job.id, tier: best.get(job.id)!, newest }))
        .sort((a, b) => a.tier - b.tier || a.newest - b.newest)
        .map((job) => job.id);
      expect(expected.length).toBeGreaterThanOrEqual(2);
      expect([...best.values()]).not.toContain(-1);
      expect((await runJobSearch(app.db, search)).map((row) => row.id)).toEqual(expected);
    },
  );

  it('leaves no named statement in the session, so PostgreSQL plans every search with its values', async () => {
    // One session to look into: a pool of one on PostgreSQL; PGlite is a single session anyway.
    const single = app.dbClient.url ? await createDbClient({ url: app.dbClient.url, poolMax: 1 }) : null;
    const db = single?.db ?? app.db;
    try {
      const search = withText({
        filters: { ...base, q: 'photography', skills: ['photography'], budgetMin: 1_000 },
        mode: 'words',
        limit: 13,
        offset: 0,
      });
      for (let execution = 0; execution < 7; execution++)
        expect(await runJobSearch(db, search)).not.toEqual([]);
      const statements = await queryRows<{ statement: string }>(
        db,
        sql`select statement from pg_prepared_statements`,
      );
      expect(statements.filter((row) => row.statement.includes('"jobs"."search" @@'))).toEqual([]);
    } finally {
      await single?.close();
    }
  });

  it('counts inside its transaction on that connection alone, so a full pool cannot wait on itself', async () => {
    // A pool of one on PostgreSQL: a count that asked the pool for a second connection would wait for its own.
    const single = app.dbClient.url ? await createDbClient({ url: app.dbClient.url, poolMax: 1 }) : null;
    const db = single?.db ?? app.db;
    try {
      const search = withText({ filters: { ...base, q: 'photography' }, mode: 'words', limit: 0, offset: 0 });
      // Four of the newest open jobs, fewer than the limit: whether older ones are left is looked up too.
      const counted = await db.transaction((tx) => countJobSearch(tx, search, 1_001, 4, db));
      expect(counted.complete).toBe(false);
    } finally {
      await single?.close();
    }
  });

  it('binds the values of each request: one shape, different keywords, different jobs', async () => {
    const of = (q: string) =>
      runJobSearch(app.db, withText({ filters: { ...base, q }, mode: 'words', limit: 13, offset: 0 }));
    const reels = await of('reels');
    const wedding = await of('wedding');
    expect(reels.map((row) => row.title)).toEqual(['Reels for a cashew brand']);
    expect(wedding.map((row) => row.title)).toEqual(['Wedding photography in Goa']);
    // A LIKE metacharacter in the town is text, not a wildcard (and "_repur" is no word of the town).
    const pattern = await runJobSearch(
      app.db,
      withText({
        filters: { location: `_${town.slice(1, 6)}`, sort: 'newest' },
        mode: 'words',
        limit: 13,
        offset: 0,
      }),
    );
    expect(pattern).toEqual([]);
  });

  it("tries a row's filters before the keyword's words, cheapest first", () => {
    const search = withText({
      filters: {
        q: 'photography',
        location: town,
        skills: ['photography'],
        category: 'photography',
        budgetMin: 1_000,
        sort: 'newest',
      },
      mode: 'words',
      limit: 13,
      offset: 0,
    });
    for (const query of [jobSearchQuery(app.db, search), jobCountQuery(app.db, search, 1_001)]) {
      const { sql: text, params } = query.toSQL();
      const where = text.slice(text.lastIndexOf(' where '));
      const words = `to_tsquery('simple', $${params.indexOf(search.text!.words!) + 1})`;
      const positions = ['"category" =', '"budget_max" >=', '"skills" &&', 'ilike', words].map((part) =>
        where.indexOf(part),
      );
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
