import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MISSES_NEW_PER_ADDRESS, SEARCH_MISSES_PENDING_PER_ADDRESS } from '@kalasetu/shared/limits';
import { queryRows } from '../../db/client';
import { textArray } from '../../db/text-array';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeAdmin, type TestUser } from '../../test/factories';
import { flushSearchMisses, recordMiss } from './search-misses.service';
import { insertMisses } from './search.repository';

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

  it('keeps new words only while the table has room, in the order they came', async () => {
    const [first, second, third] = [words(), words(), words()];
    const rolledBack = new Error('rolled back');
    await expect(
      app.db.transaction(async (tx) => {
        // No other test file's miss may land between the count and the insert.
        await tx.execute(sql`lock table search_misses in share row exclusive mode`);
        const [{ n }] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from search_misses`);
        const cap = Number(n) + 2;
        const batch = [first, second, third].map((q) => ({ list: 'jobs' as const, words: q, count: 2 }));
        await insertMisses(tx, batch, cap);
        const rows = await queryRows<{ words: string; count: number }>(
          tx,
          sql`select words, count from search_misses where words in (${first}, ${second}, ${third})`,
        );
        expect(Object.fromEntries(rows.map((row) => [row.words, Number(row.count)]))).toEqual({
          [first]: 2,
          [second]: 2,
        });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await stored(first)).toEqual([]);
  });

  it('lets one address add a few new words an hour, however often the waiting ones are written', async () => {
    const limited = await buildTestApp({ rateLimits: true });
    try {
      // Unique per run: the hourly counters stay in the database between runs.
      const anAddress = (net: number) =>
        `198.${net}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
      const address = anAddress(18);
      const rounds = Math.ceil(SEARCH_MISSES_NEW_PER_ADDRESS / SEARCH_MISSES_PENDING_PER_ADDRESS) + 1;
      const flood: string[] = [];
      for (let round = 0; round < rounds; round++) {
        for (let i = 0; i < SEARCH_MISSES_PENDING_PER_ADDRESS; i++) {
          const q = words();
          flood.push(q);
          recordMiss(limited, 'jobs', q, address);
        }
        await flushSearchMisses(limited);
      }
      const kept = await queryRows<{ words: string }>(
        app.db,
        sql`select words from search_misses where words = any(${textArray(flood)})`,
      );
      expect(flood.filter((q) => kept.some((row) => row.words === q))).toEqual(
        flood.slice(0, SEARCH_MISSES_NEW_PER_ADDRESS),
      );
      const other = words();
      recordMiss(limited, 'jobs', other, anAddress(19));
      await flushSearchMisses(limited);
      expect(await stored(other)).toEqual([1]);
    } finally {
      await limited.close();
    }
  });
});
