import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeCreator, makeEnterprise } from '../../test/factories';

/** A word no other test (or earlier run on the shared PostgreSQL database) uses, to scope directory searches. */
const token = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

/** A creator's starting price and working languages (docs/product/profiles.md): edited, shown, and filtered on. */
describe('people: starting price and working languages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string) => injectAs(app, null, { method: 'GET', url });
  const patch = (who: Parameters<typeof injectAs>[1], id: string, payload: object) =>
    injectAs(app, who, { method: 'PATCH', url: `/api/profiles/${id}`, payload });

  it('lets a creator set and clear them, read as typed, and shows them on the profile and cards', async () => {
    const tag = token();
    const creator = await makeCreator(app, { location: tag });
    const saved = await patch(creator, creator.id, {
      startingPrice: '₹5,000',
      workLanguages: ['kn', 'hi', 'kn'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ startingPrice: 5000, workLanguages: ['kn', 'hi'] });

    expect((await get(`/api/creators/${creator.id}`)).json()).toMatchObject({
      startingPrice: 5000,
      workLanguages: ['kn', 'hi'],
    });
    const [card] = (await get(`/api/creators?q=${tag}`)).json().items;
    expect(card).toMatchObject({ id: creator.id, startingPrice: 5000, workLanguages: ['kn', 'hi'] });

    // Another field's edit leaves them as they were; a blank box clears the price.
    await patch(creator, creator.id, { bio: 'Reels' });
    expect((await get(`/api/creators/${creator.id}`)).json()).toMatchObject({ startingPrice: 5000 });
    const cleared = await patch(creator, creator.id, { startingPrice: '', workLanguages: [] });
    expect(cleared.json()).toMatchObject({ startingPrice: null, workLanguages: [] });
  });

  it('refuses a price that is not whole rupees or too large, and languages outside the list', async () => {
    const creator = await makeCreator(app);
    const priced = await patch(creator, creator.id, { startingPrice: '5000.50' });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().error.fields).toEqual({
      startingPrice: 'Please enter a starting price in whole rupees, or leave it blank',
    });
    expect((await patch(creator, creator.id, { startingPrice: -1 })).statusCode).toBe(400);
    expect((await patch(creator, creator.id, { startingPrice: 100_000_000 })).statusCode).toBe(400);
    expect((await patch(creator, creator.id, { workLanguages: ['klingon'] })).statusCode).toBe(400);
    expect((await get(`/api/creators/${creator.id}`)).json()).toMatchObject({
      startingPrice: null,
      workLanguages: [],
    });
  });

  it('keeps them off enterprises', async () => {
    const enterprise = await makeEnterprise(app);
    const response = await patch(enterprise, enterprise.id, { startingPrice: 5000, workLanguages: ['hi'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('startingPrice');
  });

  it('filters the directory by the most a starting price may be, and by a language', async () => {
    const tag = token();
    const cheap = await makeCreator(app, { location: tag, startingPrice: 1500, workLanguages: ['hi', 'en'] });
    const middle = await makeCreator(app, { location: tag, startingPrice: 5000, workLanguages: ['kn'] });
    const dear = await makeCreator(app, {
      location: tag,
      startingPrice: 40_000,
      workLanguages: ['kn', 'mr'],
    });
    const unpriced = await makeCreator(app, { location: tag, workLanguages: ['hi'] });
    const ids = async (params: string) =>
      (await get(`/api/creators?q=${tag}&${params}`))
        .json()
        .items.map((c: { id: string }) => c.id)
        .sort();

    expect(await ids('maxPrice=5000')).toEqual([cheap.id, middle.id].sort());
    expect(await ids('maxPrice=2000')).toEqual([cheap.id]);
    expect(await ids('maxPrice=50000')).toEqual([cheap.id, middle.id, dear.id].sort());
    expect(await ids('language=hi')).toEqual([cheap.id, unpriced.id].sort());
    expect(await ids('language=kn')).toEqual([middle.id, dear.id].sort());
    expect(await ids('language=kn&maxPrice=10000')).toEqual([middle.id]);
    expect(await ids('language=ta')).toEqual([]);
    const counted = (await get(`/api/creators?q=${tag}&language=kn`)).json();
    expect(counted.total).toBe(2);
  });

  it('refuses filter values outside the offered options', async () => {
    expect((await get('/api/creators?maxPrice=3000')).statusCode).toBe(400);
    expect((await get('/api/creators?maxPrice=abc')).statusCode).toBe(400);
    expect((await get('/api/creators?language=xx')).statusCode).toBe(400);
  });
});
