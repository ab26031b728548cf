import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeAdmin, makeCreator, makeEnterprise, makeJob } from '../../test/factories';

/**
 * A public search's answer kept a few seconds (decision 270) is written and compressed once and sent to every request
 * for it in that time (lib/reused-answers.ts): each client still gets the coding it asked for, and the same answer.
 */
describe('kept search answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ searchCacheMs: 60_000 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends one answer in every coding asked for, and again from what was kept', async () => {
    const enterprise = await makeEnterprise(app);
    const word = `keptword${Date.now().toString(36)}`;
    for (let i = 0; i < 12; i++)
      await makeJob(app, enterprise.id, {
        title: `Turmeric packets ${word} ${i}`,
        description: 'x'.repeat(200),
      });
    const ask = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/jobs?q=${word}`,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await ask();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const answer = plain.json();
    expect(answer.jobs).toHaveLength(12);

    for (const round of [1, 2]) {
      const br = await ask('gzip, deflate, br');
      expect(br.headers['content-encoding'], `round ${round}`).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);
      const gzip = await ask('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(answer);
      expect((await ask('identity')).json()).toEqual(answer);
    }
  });

  it("keeps a search's jobs once for every language; what it understood is in each reader's", async () => {
    const enterprise = await makeEnterprise(app);
    const word = `sharedword${Date.now().toString(36)}`;
    await makeJob(app, enterprise.id, { title: `Photography of pickle jars ${word}` });
    const ask = (lang: string) =>
      app.inject({ url: `/api/jobs?q=photography+${word}`, headers: { 'accept-language': lang } });
    const english = (await ask('en')).json();
    expect(english.jobs).toHaveLength(1);
    expect(english.understood).toEqual([]);
    await makeJob(app, enterprise.id, { title: `Photography of chutney jars ${word}` });
    const hindi = (await ask('hi')).json();
    // The jobs kept from the English reader's search: it ran once for both.
    expect(hindi.jobs).toEqual(english.jobs);
    expect(hindi.count).toEqual(english.count);
    expect(hindi.understood).toEqual([
      { typed: 'photography', meaning: expect.stringMatching(/[\u0900-\u097F]/) },
    ]);
  });

  it("keeps a directory's page once for every language; what it understood is in each reader's", async () => {
    const tag = `sharedtown${Date.now().toString(36)}`;
    await makeCreator(app, { location: tag, skills: ['Photography'] });
    await makeEnterprise(app, { location: tag, companyName: `Photography Mills ${tag}` });
    for (const list of ['creators', 'enterprises'] as const) {
      const ask = (lang: string) =>
        app.inject({ url: `/api/${list}?q=photography+${tag}`, headers: { 'accept-language': lang } });
      const english = (await ask('en')).json();
      expect(english.items, list).toHaveLength(1);
      expect(english.understood).toEqual([]);
      if (list === 'creators') await makeCreator(app, { location: tag, skills: ['Photography'] });
      else await makeEnterprise(app, { location: tag, companyName: `Photography Works ${tag}` });
      // Each reader's meaning in their own script: Devanagari for Hindi and Marathi, Kannada for Kannada.
      for (const [lang, script] of [
        ['hi', /[\u0900-\u097F]/],
        ['kn', /[\u0C80-\u0CFF]/],
        ['mr', /[\u0900-\u097F]/],
      ] as const) {
        const other = (await ask(lang)).json();
        // The page kept from the English reader's search: it ran once for all four.
        expect(other.items, `${list} ${lang}`).toEqual(english.items);
        expect(other.total).toBe(1);
        expect(other.understood).toEqual([{ typed: 'photography', meaning: expect.stringMatching(script) }]);
      }
      // Another search is its own: it finds both.
      const fresh = await app.inject({ url: `/api/${list}?q=${tag}`, headers: { 'accept-language': 'hi' } });
      expect(fresh.json().total, list).toBe(2);
    }
  });

  it("keeps a job's answer for signed-out readers only: a signed-in reader's is made anew, with their part", async () => {
    const enterprise = await makeEnterprise(app);
    const creator = await makeCreator(app);
    const job = await makeJob(app, enterprise.id, { title: 'Cardamom pouches on a white table' });
    const url = `/api/jobs/${job.id}`;
    const first = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.json().job).toMatchObject({
      applicantCount: 0,
      viewer: { applicationStatus: null, isOwner: false },
    });

    const applied = await injectAs(app, creator, {
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      payload: { proposedPrice: 180000, coverLetter: 'I photograph spice pouches for three shops in Sirsi.' },
    });
    expect(applied.statusCode).toBe(201);

    // Signed in: made for this reader, so it shows their application and the new count at once.
    const mine = await injectAs(app, creator, { method: 'GET', url });
    expect(mine.json().job).toMatchObject({ applicantCount: 1, viewer: { applicationStatus: 'pending' } });
    const owner = await injectAs(app, enterprise, { method: 'GET', url });
    expect(owner.json().job).toMatchObject({ applicantCount: 1, viewer: { isOwner: true } });
    // Signed out: the kept answer, the same text, until its time is up.
    const again = await app.inject({ url });
    expect(again.body).toBe(first.body);
    // A job that does not exist is not kept as an answer.
    expect((await app.inject({ url: '/api/jobs/2147483000' })).statusCode).toBe(404);
  });

  it('keeps the home data, the same for every reader, and sends it in the coding asked for', async () => {
    const first = await app.inject({ url: '/api/home' });
    expect(first.statusCode).toBe(200);
    const enterprise = await makeEnterprise(app);
    await makeJob(app, enterprise.id, { title: 'Jaggery blocks on a banana leaf' });
    // Kept: the new job shows once its time is up, and a signed-in reader gets the same answer.
    const signedIn = await injectAs(app, enterprise, { method: 'GET', url: '/api/home' });
    expect(signedIn.body).toBe(first.body);
    const gzip = await app.inject({ url: '/api/home', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
  });

  it('keeps a profile for signed-out readers; its owner sees an edit at once', async () => {
    for (const owner of [await makeCreator(app), await makeEnterprise(app)]) {
      const url = `/api/${owner.role === 'creator' ? 'creators' : 'enterprises'}/${owner.id}`;
      const first = await app.inject({ url });
      expect(first.statusCode).toBe(200);
      const renamed = `Renamed ${owner.role} ${Date.now().toString(36)}`;
      const edit = await injectAs(app, owner, {
        method: 'PATCH',
        url: `/api/profiles/${owner.id}`,
        payload: { name: renamed },
      });
      expect(edit.statusCode).toBe(200);
      const mine = await injectAs(app, owner, { method: 'GET', url });
      expect(mine.json().name).toBe(renamed);
      // Signed out: the kept answer until its time is up.
      expect((await app.inject({ url })).body).toBe(first.body);
    }
  });

  it('drops what it keeps when an administrator changes something: a deleted profile or a cancelled job is gone at once', async () => {
    const admin = await makeAdmin(app);
    const creator = await makeCreator(app);
    const profile = `/api/creators/${creator.id}`;
    expect((await app.inject({ url: profile })).statusCode).toBe(200);
    const deleted = await injectAs(app, admin, { method: 'DELETE', url: `/api/admin/users/${creator.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await app.inject({ url: profile })).statusCode).toBe(404);

    // More matches than a page holds, before and after, so the count is the kept one, not the page's own length.
    const enterprise = await makeEnterprise(app);
    const word = `droppedword${Date.now().toString(36)}`;
    const jobs = [];
    for (let i = 0; i < 15; i++)
      jobs.push(await makeJob(app, enterprise.id, { title: `Tamarind slabs ${word} ${i}` }));
    const search = `/api/jobs?q=${word}`;
    const before = (await app.inject({ url: search })).json();
    expect(before.count).toEqual({ value: 15, atLeast: false });
    const cancelled = await injectAs(app, admin, {
      method: 'PATCH',
      url: `/api/jobs/${jobs[0]!.id}/status`,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const after = (await app.inject({ url: search })).json();
    expect(after.count).toEqual({ value: 14, atLeast: false });
    expect(after.jobs.map((job: { id: number }) => job.id)).not.toContain(jobs[0]!.id);
  });
});
