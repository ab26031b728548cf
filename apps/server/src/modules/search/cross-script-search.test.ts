import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobListResponse } from '@kalasetu/shared/jobs';
import type { CreatorDirectoryResponse, EnterpriseDirectoryResponse } from '@kalasetu/shared/people';
import { PHONETIC_KEY_MARK, phoneticKeys, phoneticKeysSql } from '@kalasetu/shared/search-phonetic';
import { queryRows } from '../../db/client';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { flushSearchMisses } from './search-misses.service';
import { buildTestApp } from '../../test/build-test-app';
import {
  injectAs,
  makeAdmin,
  makeCreator,
  makeEnterprise,
  makeJob,
  type TestUser,
} from '../../test/factories';

/**
 * Search as India types (decision 271), through the API on both databases: each kind of match — across scripts,
 * variants of a word, the lexicon across languages, places — in job search, both directories and the admin's people
 * search.
 */
describe('cross-script search', () => {
  let app: FastifyInstance;
  let admin: TestUser;
  // Long enough that its sound key is its own: "zqae1aab" sounds as "jk1b", a prefix another file's token can share,
  // and two other files' creators then matched it.
  const token = `zq${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  // Every job here sits in a town of its own: other files' jobs on the shared PostgreSQL database stay out.
  const town = `Zqpur ${token}`;
  const ids: Record<string, number> = {};

  const get = async <T>(url: string, lang = 'en') => {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const jobs = (q: string, lang = 'en') =>
    get<JobListResponse>(`/api/jobs?${new URLSearchParams({ q, location: town })}`, lang);
  const jobIds = async (q: string) => (await jobs(q)).jobs.map((job) => job.id);
  const creators = (q: string) =>
    get<CreatorDirectoryResponse>(`/api/creators?${new URLSearchParams({ q })}`);
  const enterprises = (q: string) =>
    get<EnterpriseDirectoryResponse>(`/api/enterprises?${new URLSearchParams({ q })}`);

  let sneha: TestUser;
  let dairy: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await makeAdmin(app);
    const enterprise = await makeEnterprise(app, { companyName: `Kaveri Foods ${token}` });
    const add = async (key: string, title: string, extra: Parameters<typeof makeJob>[2] = {}) => {
      ids[key] = (
        await makeJob(app, enterprise.id, { title, location: `${town}, Karnataka`, skills: [], ...extra })
      ).id;
    };
    await add('drone', 'Drone video of our coffee estate');
    await add('photoshoot', 'ಫೋಟೋಶೂಟ್ ನಮ್ಮ ಅಂಗಡಿಗೆ');
    await add('wedding', 'Wedding album for a family', { description: 'Candid pictures of the sangeet.' });
    await add('hindi', 'शादी की फ़ोटोग्राफ़ी', { description: 'दो दिन का काम।' });
    await add('farm', 'खेती के लिए वीडियो', { description: 'हमारे खेत का छोटा वीडियो।' });
    await add('typo', 'Banner for a shop', { description: 'We need a photographer for the launch.' });
    await add('hubli', 'Menu card design', { location: `Hubballi, ${town}` });
    sneha = await makeCreator(app, {
      name: `Sneha Kulkarni ${token}`,
      skills: ['photography', 'content-creation'],
      location: 'Hubballi, Karnataka',
    });
    dairy = await makeEnterprise(app, {
      companyName: `Nandini Milk ${token}`,
      industry: 'dairy',
      location: 'Mysuru, Karnataka',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('computes the same phonetic keys in the database as in TypeScript, from the migration the code generates', async () => {
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0021_phonetic_keys_function.sql'), 'utf8');
    expect(migration).toContain(phoneticKeysSql());
    const texts = [
      'ड्रोन वीडियो',
      'ಫೋಟೋಶೂಟ್ ನಮ್ಮ',
      'फ़ोटोग्राफ़ी',
      'Hubballi, Karnataka',
      'सहारा मुंबई',
      'Chhaya café x-ray',
    ];
    for (const text of texts) {
      const [row] = await queryRows<{ keys: string }>(
        app.db,
        sql`select kalasetu_phonetic_keys(${text}) as keys`,
      );
      expect(row!.keys, text).toBe(
        phoneticKeys(text)
          .map((key) => `${PHONETIC_KEY_MARK}${key}`)
          .join(' '),
      );
    }
  });

  it('finds a job written in another script', async () => {
    expect(await jobIds('ड्रोन')).toEqual([ids.drone]);
    expect(await jobIds('ಡ್ರೋನ್')).toEqual([ids.drone]);
    // The title that sounds like the typed word first, then other photography (the lexicon).
    expect((await jobIds('photoshoot'))[0]).toBe(ids.photoshoot);
    expect(await jobIds('kheti')).toEqual([ids.farm]);
  });

  it('finds a word written with or without nukta, in loose spelling, or misspelt in the description', async () => {
    expect(await jobIds('फोटोग्राफी')).toContain(ids.hindi);
    expect(await jobIds('dron vidio')).toEqual([ids.drone]);
    expect(new Set(await jobIds('vidio'))).toEqual(new Set([ids.drone, ids.farm]));
    // A typo in the query finds the word in any field, here the description.
    expect(await jobIds('photgrapher')).toContain(ids.typo);
  });

  it("finds a job by the same word in another language, and says what it searched for in the reader's language", async () => {
    const wedding = await jobs('shaadi');
    expect(new Set(wedding.jobs.map((job) => job.id))).toEqual(new Set([ids.wedding, ids.hindi]));
    expect(wedding.understood).toEqual([{ typed: 'shaadi', meaning: 'wedding' }]);
    // The words a keyword becomes are kept per lexicon, keyword and language: English first, then Hindi.
    expect((await jobs('wedding')).understood).toEqual([]);
    const inHindi = await jobs('wedding', 'hi');
    expect(inHindi.understood).toEqual([{ typed: 'wedding', meaning: 'शादी' }]);
    // The title that has the typed word comes first.
    expect((await jobs('शादी')).jobs[0]!.id).toBe(ids.hindi);
  });

  it('finds a place by any of its names, as a keyword and as the place filter', async () => {
    expect(await jobIds('Hubli')).toEqual([ids.hubli]);
    expect(await jobIds('हुबली')).toEqual([ids.hubli]);
    const filtered = await get<JobListResponse>(
      `/api/jobs?${new URLSearchParams({ location: `हुबली ${token}` })}`,
    );
    expect(filtered.jobs.map((job) => job.id)).toEqual([ids.hubli]);
  });

  it('finds creators by skill, agent noun, another script and their town', async () => {
    for (const q of [
      `photographer ${token}`,
      `reels ${token}`,
      `स्नेहा ${token}`,
      `हुबली ${token}`,
      `ಸ್ನೇಹಾ ${token}`,
    ]) {
      const found = await creators(q);
      expect(
        found.items.map((item) => item.id),
        q,
      ).toEqual([sneha.id]);
    }
  });

  it('finds enterprises by their industry in another language and their town in another script', async () => {
    for (const q of [
      `डेयरी ${token}`,
      `ಹಾಲು ${token}`,
      `ಮೈಸೂರು ${token}`,
      `Mysore ${token}`,
      `नंदिनी ${token}`,
    ]) {
      const found = await enterprises(q);
      expect(
        found.items.map((item) => item.id),
        q,
      ).toEqual([dairy.id]);
    }
  });

  it("finds people in the admin's people search the same way", async () => {
    const response = await injectAs(app, admin, {
      method: 'GET',
      url: `/api/admin/users?${new URLSearchParams({ q: `स्नेहा ${token}` })}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().users.map((user: { id: string }) => user.id)).toEqual([sneha.id]);
  });

  it('counts searches that found nothing by their words alone, and shows them to admins', async () => {
    // Earlier searches of this file that found nothing are written first: new words wait only a few per address.
    await flushSearchMisses(app);
    const words = `zzqq ${token}`;
    await jobs(words);
    await jobs(`${words.toUpperCase()} `);
    await creators(words);
    const response = await injectAs(app, admin, { method: 'GET', url: '/api/admin/search/misses' });
    const misses = response.json().misses as Array<{ list: string; words: string; count: number }>;
    const mine = misses.filter((miss) => miss.words === words).sort((a, b) => a.list.localeCompare(b.list));
    expect(mine.map(({ list, count }) => ({ list, count }))).toEqual([
      { list: 'creators', count: 1 },
      { list: 'jobs', count: 2 },
    ]);
    // Words, a count and two times: nothing about who searched.
    const [row] = await queryRows<Record<string, unknown>>(
      app.db,
      sql`select * from search_misses where words = ${words} and list = 'jobs'`,
    );
    expect(Object.keys(row!).sort()).toEqual(['count', 'created_at', 'last_at', 'list', 'words']);
  });

  it('lets an admin add a synonym that the next search uses, and remove it', async () => {
    const term = `kalyanam${token}`;
    expect(await jobIds(term)).toEqual([]);
    const added = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/search/synonyms',
      payload: { term, meaning: 'wedding' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(new Set(await jobIds(term))).toEqual(new Set([ids.wedding, ids.hindi]));
    const again = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/search/synonyms',
      payload: { term, meaning: 'wedding' },
    });
    expect(again.statusCode).toBe(409);
    const same = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/search/synonyms',
      payload: { term: 'Wedding', meaning: 'wedding!' },
    });
    expect(same.statusCode).toBe(400);
    const id = added.json().synonym.id as number;
    const removed = await injectAs(app, admin, { method: 'DELETE', url: `/api/admin/search/synonyms/${id}` });
    expect(removed.statusCode).toBe(200);
    expect(await jobIds(term)).toEqual([]);
  });
});
