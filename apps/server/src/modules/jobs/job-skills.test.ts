import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeCreator, makeEnterprise, type TestUser } from '../../test/factories';

/** One skill taxonomy (decision 215): what posting stores, what filters find and what is refused. */
describe('skills of the taxonomy', () => {
  let app: FastifyInstance;
  let enterprise: TestUser;
  const town = `Skilltown${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    app = await buildTestApp();
    enterprise = await makeEnterprise(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (skills: unknown, lang = 'en') =>
    injectAs(app, enterprise, {
      method: 'POST',
      url: '/api/jobs',
      headers: { 'accept-language': lang },
      payload: {
        title: `Reels for a spice shop ${randomUUID().slice(0, 6)}`,
        description: 'Six short videos of the grinding and packing.',
        location: `${town}, Karnataka`,
        budgetMin: '5000',
        budgetMax: '9000',
        deadline: '2099-06-30',
        skills,
      },
    });
  const search = async (query: string) => {
    const response = await injectAs(app, null, { method: 'GET', url: `/api/jobs?location=${town}&${query}` });
    return {
      status: response.statusCode,
      ids: (response.json().jobs ?? []).map((job: { id: number }) => job.id),
    };
  };

  it('stores a job posted with synonyms as the canonical ids, once each', async () => {
    const response = await post(['Social Media Marketing', 'SMM', 'logo', 'Graphic-Design']);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().job.skills).toEqual(['social-media', 'logo-design', 'graphic-design']);
  });

  it('finds jobs posted under any spelling of the skill a filter names', async () => {
    const [first, second, other] = await Promise.all([
      post(['Social Media']),
      post(['social media management']),
      post(['Lighting']),
    ]);
    const ids = [first, second].map((response) => response.json().job.id as number);
    for (const filter of ['social-media', 'Social%20Media%20Marketing', 'smm']) {
      const result = await search(`skills=${filter}`);
      expect(result.status).toBe(200);
      expect(result.ids, filter).toEqual(expect.arrayContaining(ids));
      expect(result.ids, filter).not.toContain(other.json().job.id);
    }
  });

  it('refuses a skill outside the taxonomy with 400 and a translated message, writing nothing', async () => {
    // Counted here, not assumed from the tests before: the file's tests may run in any order.
    const before = (await search('')).ids.length;
    const refused = await post(['Photography', 'Kite Flying'], 'hi');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.skills).toBe('सूची में से कौशल चुनें');
    expect((await search('skills=Kite%20Flying')).status).toBe(400);
    expect((await search('')).ids).toHaveLength(before);
  });

  it('refuses the same on a creator’s profile and reads synonyms there too', async () => {
    const creator = await makeCreator(app);
    const patch = (skills: unknown) =>
      injectAs(app, creator, {
        method: 'PATCH',
        url: `/api/profiles/${creator.id}`,
        payload: { name: 'Asha', available: true, skills },
      });
    expect((await patch(['Pottery'])).statusCode).toBe(400);
    const saved = await patch('Drone, Camera Operator');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().skills).toEqual(['drone-operation', 'camera-operation']);
  });
});
