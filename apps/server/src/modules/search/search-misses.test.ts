import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MISSES_PENDING_PER_ADDRESS } from '@kalasetu/shared/limits';
import { queryRows } from '../../db/client';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeAdmin, type TestUser } from '../../test/factories';

/**
 * Searches that found nothing are counted in memory and written together (decision 271): a search costs no write
 * of its own, the admin's list writes what is waiting first, and closing the server writes the rest.
 */
describe('counting searches that found nothing', () => {
  let app: FastifyInstance;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await makeAdmin(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const words = () => `zqmiss ${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const search = (q: string, remoteAddress = '203.0.113.7') =>
    app.inject({ method: 'GET', url: `/api/jobs?${new URLSearchParams({ q })}`, remoteAddress });
  const stored = async (q: string, db = app) =>
    (await queryRows<{ count: number }>(db.db, sql`select count from search_misses where words = ${q}`)).map(
      (row) => Number(row.count),
    );
  const listed = async () =>
    (await injectAs(app, admin, { method: 'GET', url: '/api/admin/search/misses' })).json().misses as Array<{
      words: string;
      count: number;
    }>;

  it('writes nothing per search; the admin list writes the waiting counts first', async () => {
    const q = words();
    for (const spelling of [q, q.toUpperCase(), ` ${q}  `])
      expect((await search(spelling)).statusCode).toBe(200);
    expect(await stored(q)).toEqual([]);
    expect((await listed()).find((miss) => miss.words === q)?.count).toBe(3);
    expect(await stored(q)).toEqual([3]);
    // Counted again later: added to the stored row.
    await search(q);
    expect((await listed()).find((miss) => miss.words === q)?.count).toBe(4);
  });

  it('lets one address add only a few new words while they wait; others still count', async () => {
    await listed();
    const flood = Array.from({ length: SEARCH_MISSES_PENDING_PER_ADDRESS + 5 }, words);
    for (const q of flood) await search(q, '198.51.100.9');
    const honest = words();
    await search(honest, '192.0.2.44');
    const misses = await listed();
    const counted = flood.filter((q) => misses.some((miss) => miss.words === q));
    expect(counted).toEqual(flood.slice(0, SEARCH_MISSES_PENDING_PER_ADDRESS));
    expect(misses.find((miss) => miss.words === honest)?.count).toBe(1);
  });

  it('writes what is waiting when the server closes', async () => {
    const other = await buildTestApp();
    const q = words();
    expect(
      (await other.inject({ method: 'GET', url: `/api/jobs?${new URLSearchParams({ q })}` })).statusCode,
    ).toBe(200);
    await other.close();
    expect(await stored(q)).toEqual([1]);
  });
});
