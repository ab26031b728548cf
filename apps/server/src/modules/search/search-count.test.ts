import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_BUDGET_MS } from '@kalasetu/shared/limits';
import { queryRows } from '../../db/client';
import { buildTestApp } from '../../test/build-test-app';
import { cappedCount } from './search-count.service';

describe('capped search counts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says "at least the cap" past the cap, and keeps a count per search', async () => {
    let counted = 0;
    const count = async (_db: unknown, cap: number) => {
      counted++;
      return Math.min(cap, 5000);
    };
    const search = { list: 'test-cap', key: 'broad', cap: 1000, withinBudget: true };
    expect(await cappedCount(app, search, count)).toEqual({ value: 1000, atLeast: true });
    expect(await cappedCount(app, search, count)).toEqual({ value: 1000, atLeast: true });
    expect(counted).toBe(1);
    const narrow = { ...search, key: 'narrow' };
    expect(await cappedCount(app, narrow, async () => 12)).toEqual({ value: 12, atLeast: false });
    // A count that saw only part of the matches gives a lower bound, never above the cap.
    const bound = { value: 300, atLeast: true };
    expect(await cappedCount(app, { ...search, key: 'bound' }, async () => bound)).toEqual(bound);
    const past = async () => ({ value: 4000, atLeast: true });
    expect(await cappedCount(app, { ...search, key: 'past' }, past)).toEqual({ value: 1000, atLeast: true });
  });

  it('gives up a count that would take longer than its budget on PostgreSQL: no count rather than a guess', async () => {
    const slow = async (db: Parameters<Parameters<typeof cappedCount>[2]>[0]) => {
      await queryRows(db, sql`select pg_sleep(${(SEARCH_COUNT_BUDGET_MS * 5) / 1000})`);
      return 3;
    };
    const search = { list: 'test-budget', key: 'slow', cap: 1000, withinBudget: true };
    const expected = app.dbClient.driver === 'pg' ? null : { value: 3, atLeast: false };
    expect(await cappedCount(app, search, slow)).toEqual(expected);
    // A directory's count is not held to the budget: its pages need a total.
    const directory = { ...search, list: 'test-directory', withinBudget: false };
    expect(await cappedCount(app, directory, slow)).toEqual({ value: 3, atLeast: false });
  });
});
