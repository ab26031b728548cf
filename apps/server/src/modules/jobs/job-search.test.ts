import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobListResponse } from '@kalasetu/shared/jobs';
import { buildTestApp } from '../../test/build-test-app';
import { makeEnterprise, makeJob, type TestUser } from '../../test/factories';
import { keywordTerms, normalizeSearchText } from './job-search';
import { countJobSearch } from './job-search.repository';
import { knownToMatch } from './job-search.service';

const DAY = 86_400_000;

describe('job search', () => {
  let app: FastifyInstance;
  let enterprise: TestUser;
  // Every job of this file sits in a town of its own, so the shared PostgreSQL test database's other jobs never
  // appear in these results.
  const town = `Testpur ${randomUUID().slice(0, 8)}`;
  const ids: Record<string, number> = {};

  const search = async (params: Record<string, string | string[]>) => {
    const query = new URLSearchParams({ location: town });
    for (const [key, value] of Object.entries(params)) {
      query.delete(key);
      for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
    }
    const response = await app.inject({ method: 'GET', url: `/api/jobs?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as JobListResponse;
  };
  const titles = (result: JobListResponse) => result.jobs.map((job) => job.title);

  beforeAll(async () => {
    app = await buildTestApp();
    enterprise = await makeEnterprise(app, { companyName: 'Sahyadri Organic Farms' });
    const now = Date.now();
    const add = async (key: string, values: Parameters<typeof makeJob>[2]) => {
      const job = await makeJob(app, enterprise.id, { location: `${town}, Karnataka`, ...values });
      ids[key] = job.id;
    };
    await add('mango', {
      title: 'Product photography for organic mangoes',
      description: 'Photographers wanted for forty products on a white background.',
      skills: ['photography', 'photo-editing'],
      category: 'photography',
      budgetMin: 10_000,
      budgetMax: 25_000,
      createdAt: new Date(now - 5 * DAY),
      deadline: new Date(now + 20 * DAY),
    });
    await add('reel', {
      title: 'Instagram reels for a handloom saree brand',
      description: 'Short vertical videos of weavers at work.',
      skills: ['videography', 'video-editing'],
      category: 'videography',
      budgetMin: 40_000,
      budgetMax: 80_000,
      createdAt: new Date(now - 3 * DAY),
      deadline: new Date(now + 3 * DAY),
    });
    await add('hindi', {
      title: 'मसालों की उत्पाद फोटोग्राफी',
      description: 'हमारे हल्दी और मिर्च के पैकेट के लिए साफ़ तस्वीरें चाहिए।',
      skills: ['photography'],
      budgetMin: 8_000,
      budgetMax: 12_000,
      createdAt: new Date(now - 2 * DAY),
      deadline: null,
    });
    await add('kannada', {
      // "ಕನ್ನಡ" written with a zero-width joiner, as some keyboards do.
      title: 'ಮೈಸೂರು ರೇಷ್ಮೆ ಸೀರೆಗಳ ಛಾಯಾಗ್ರಹಣ',
      description: 'ಕನ್\u200Dನಡ ಮತ್ತು ಇಂಗ್ಲಿಷ್ ಶೀರ್ಷಿಕೆಗಳೊಂದಿಗೆ ಫೋಟೋಗಳು.',
      skills: ['photography'],
      budgetMin: 15_000,
      budgetMax: 30_000,
      createdAt: new Date(now - 1 * DAY),
      deadline: new Date(now + 40 * DAY),
    });
    await add('closed', {
      title: 'Product photography for cashews (already assigned)',
      status: 'assigned',
      createdAt: new Date(now),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists only open jobs, newest first, with enterprise name and applicant count', async () => {
    const result = await search({});
    expect(result.jobs.map((j) => j.id)).toEqual([ids.kannada, ids.hindi, ids.reel, ids.mango]);
    expect(result.jobs[0]).toMatchObject({ enterpriseName: 'Sahyadri Organic Farms', applicantCount: 0 });
    expect(result).toMatchObject({ page: 1, pageSize: 12, hasMore: false, similar: false });
  });

  it('matches English words by their stem and by the start of a word', async () => {
    expect(titles(await search({ q: 'white backgrounds' }))).toEqual([
      'Product photography for organic mangoes',
    ]);
    expect((await search({ q: 'backgr' })).jobs.map((j) => j.id)).toEqual([ids.mango]);
    // "photographers" and the skill "Photography" share the stem: every photography job, newest first on request.
    expect((await search({ q: 'photographers', sort: 'newest' })).jobs.map((j) => j.id)).toEqual([
      ids.kannada,
      ids.hindi,
      ids.mango,
    ]);
    // By relevance (the default with words): the title with the word itself before titles that say it in Kannada or
    // Hindi (the lexicon).
    expect((await search({ q: 'photographers' })).jobs.map((j) => j.id)).toEqual([
      ids.mango,
      ids.kannada,
      ids.hindi,
    ]);
    expect((await search({ q: 'handloom sarees' })).jobs.map((j) => j.id)).toEqual([ids.reel]);
    // Skills are searched too.
    expect((await search({ q: 'video editing' })).jobs.map((j) => j.id)).toEqual([ids.reel]);
  });

  it('finds a Hindi job by a Devanagari word, unstemmed', async () => {
    const result = await search({ q: 'हल्दी' });
    expect(result.jobs.map((j) => j.id)).toEqual([ids.hindi]);
    expect(result.similar).toBe(false);
    // The same word in Latin letters and in Kannada is found too (decision 271), after the title that spells it so.
    const photography = (await search({ q: 'फोटोग्राफी' })).jobs.map((j) => j.id);
    expect(photography[0]).toBe(ids.hindi);
    expect(new Set(photography)).toEqual(new Set([ids.hindi, ids.kannada, ids.mango]));
    // Devanagari punctuation (the danda) ends a word.
    expect((await search({ q: 'चाहिए' })).jobs.map((j) => j.id)).toEqual([ids.hindi]);
  });

  it('finds a Kannada job by a Kannada word, with or without zero-width joiners', async () => {
    expect((await search({ q: 'ರೇಷ್ಮೆ' })).jobs.map((j) => j.id)).toEqual([ids.kannada]);
    expect((await search({ q: 'ಕನ್ನಡ' })).jobs.map((j) => j.id)).toEqual([ids.kannada]);
    expect((await search({ q: 'ಕನ್\u200Dನಡ' })).jobs.map((j) => j.id)).toEqual([ids.kannada]);
  });

  it('reads a misspelt word of the lexicon as the word, and offers similar titles when nothing else matches', async () => {
    const typo = await search({ q: 'photograpy mangos' });
    expect(typo).toMatchObject({
      similar: false,
      understood: [
        { typed: 'photograpy', meaning: 'photography' },
        { typed: 'mangos', meaning: 'mango' },
      ],
    });
    expect(typo.jobs.map((j) => j.id)).toEqual([ids.mango]);
    const result = await search({ q: 'organix' });
    expect(result.similar).toBe(true);
    expect(result.jobs.map((j) => j.id)).toEqual([ids.mango]);
    const none = await search({ q: 'zqxjv' });
    expect(none).toMatchObject({ jobs: [], similar: true, hasMore: false });
  });

  it('filters by category, skills (any of them) and a budget range that overlaps the job', async () => {
    expect((await search({ category: 'videography' })).jobs.map((j) => j.id)).toEqual([ids.reel]);
    expect((await search({ skills: ['Video Editing', 'Photo Editing'] })).jobs.map((j) => j.id)).toEqual([
      ids.reel,
      ids.mango,
    ]);
    expect((await search({ budgetMin: '26000', budgetMax: '35000' })).jobs.map((j) => j.id)).toEqual([
      ids.kannada,
    ]);
    expect((await search({ budgetMin: '0', budgetMax: '9000' })).jobs.map((j) => j.id)).toEqual([ids.hindi]);
    expect((await search({ budgetMin: '70000' })).jobs.map((j) => j.id)).toEqual([ids.reel]);
  });

  it('matches part of the location, case-insensitively, and treats % and _ literally', async () => {
    const result = await search({ location: town.toUpperCase().slice(2) });
    expect(result.jobs).toHaveLength(4);
    const percent = await app.inject({ method: 'GET', url: `/api/jobs?location=${encodeURIComponent('%')}` });
    expect(percent.json().jobs.every((j: { location: string }) => j.location.includes('%'))).toBe(true);
  });

  it('sorts by highest budget and by nearest deadline (none last)', async () => {
    expect((await search({ sort: 'budget' })).jobs.map((j) => j.id)).toEqual([
      ids.reel,
      ids.kannada,
      ids.mango,
      ids.hindi,
    ]);
    expect((await search({ sort: 'deadline' })).jobs.map((j) => j.id)).toEqual([
      ids.reel,
      ids.mango,
      ids.kannada,
      ids.hindi,
    ]);
  });

  it('pages on the server and says whether there is more', async () => {
    const first = await search({ pageSize: '3' });
    expect(first).toMatchObject({ page: 1, pageSize: 3, hasMore: true });
    const second = await search({ pageSize: '3', page: '2' });
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect([...first.jobs, ...second.jobs].map((j) => j.id)).toEqual([
      ids.kannada,
      ids.hindi,
      ids.reel,
      ids.mango,
    ]);
    // Later pages of a similar-title search stay similar-title results.
    const similarSecond = await search({ q: 'organix', page: '2' });
    expect(similarSecond).toMatchObject({ similar: true, jobs: [] });
  });

  it('counts the matches on the first page only, without a second query when the page holds them all', async () => {
    expect((await search({})).count).toEqual({ value: 4, atLeast: false });
    // More than a page: counted by the capped count query.
    expect((await search({ pageSize: '3' })).count).toEqual({ value: 4, atLeast: false });
    expect((await search({ pageSize: '3', page: '2' })).count).toBeNull();
    expect((await search({ q: 'nothing-like-this-anywhere' })).count).toEqual({ value: 0, atLeast: false });
    // The count stops at its cap.
    const filters = { location: town, sort: 'newest' as const };
    expect(await countJobSearch(app.db, { filters, mode: 'words' }, 2)).toEqual({
      counted: 2,
      complete: true,
    });
    expect(await countJobSearch(app.db, { filters, mode: 'words' }, 10)).toEqual({
      counted: 4,
      complete: true,
    });
    // And at the newest open jobs it may walk: past them the number is how many of those match, a lower bound.
    const everyOpenJob = { budgetMin: 0, sort: 'newest' as const };
    expect(await countJobSearch(app.db, { filters: everyOpenJob, mode: 'words' }, 10, 3)).toEqual({
      counted: 3,
      complete: false,
    });
    expect(await countJobSearch(app.db, { filters: everyOpenJob, mode: 'words' }, 2, 3)).toEqual({
      counted: 2,
      complete: true,
    });
    // Said as a lower bound: never more than matched, never less than the page showed.
    expect([
      knownToMatch(312, 13),
      knownToMatch(99, 13),
      knownToMatch(4, 13),
      knownToMatch(1000, 13),
    ]).toEqual([300, 99, 13, 1000]);
  });

  it("keeps a search's count a few seconds: a job posted meanwhile is on the page before it is in the count", async () => {
    const word = `zq${randomUUID().slice(0, 8)}`;
    for (const n of [1, 2, 3])
      await makeJob(app, enterprise.id, { title: `Harvest ${word} ${n}`, location: town });
    const first = await search({ q: word, pageSize: '2' });
    expect(first.count).toEqual({ value: 3, atLeast: false });
    await makeJob(app, enterprise.id, { title: `Harvest ${word} 4`, location: town });
    const again = await search({ q: word, pageSize: '2', sort: 'budget' });
    expect(again.count).toEqual({ value: 3, atLeast: false });
    // Another search is counted on its own.
    expect((await search({ q: `${word} 4`, pageSize: '1' })).count).toEqual({ value: 1, atLeast: false });
    expect((await search({ q: word, pageSize: '4' })).jobs).toHaveLength(4);
  });

  it('refuses bad filters with a translated 400', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/jobs?budgetMin=50000&budgetMax=100',
      headers: { 'accept-language': 'hi' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.budgetMax).toBe('अधिकतम बजट न्यूनतम बजट से कम नहीं हो सकता');
    for (const url of ['/api/jobs?sort=cheapest', '/api/jobs?category=catering', '/api/jobs?page=0'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(400);
  });
});

describe('keyword normalisation', () => {
  it('splits on anything but letters, marks and digits, keeps Indic words whole and drops joiners', () => {
    expect(keywordTerms('  Product-photography, मसालों की! ಕನ್\u200Dನಡ  ')).toEqual([
      'product',
      'photography',
      'मसालों',
      'की',
      'ಕನ್ನಡ',
    ]);
    expect(keywordTerms('a & b | !c:*')).toEqual(['a', 'b', 'c']);
    // The nukta goes (phone keyboards type फ for फ़), chandrabindu is written as anusvara, as the database does.
    expect(normalizeSearchText('फ़ोटो हँसी')).toBe('फोटो हंसी');
  });
});
