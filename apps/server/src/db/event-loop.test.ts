import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { buildTestApp } from '../test/build-test-app';

/**
 * On PGlite the event loop stays free while the database computes (decision 110). On the main-thread
 * design the WASM query held the thread, so the static file could only be answered after the query.
 */
describe('the event loop while the database works', () => {
  let app: FastifyInstance;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-dist-'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>KalaSetu</title>');
    await writeFile(path.join(distDir, 'favicon.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    app = await buildTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves a static file before a long query finishes', async () => {
    const order: string[] = [];
    // Seconds of CPU inside the database, with no I/O to yield on.
    const long = queryRows<{ count: string | number }>(
      app.dbClient.db,
      sql`select count(*) from generate_series(1, 3000000)`,
    ).then((rows) => {
      order.push('query');
      return rows;
    });
    const favicon = await app.inject({ url: '/favicon.png' });
    order.push('favicon');
    expect(favicon.statusCode).toBe(200);
    expect(Number((await long)[0]?.count)).toBe(3_000_000);
    expect(order).toEqual(['favicon', 'query']);
  });

  it('keeps answering queries, in order, after the long one', async () => {
    const [slow, fast] = await Promise.all([
      queryRows<{ n: number }>(
        app.dbClient.db,
        sql`select count(*)::int as n from generate_series(1, 300000)`,
      ),
      queryRows<{ n: number }>(app.dbClient.db, sql`select 1 as n`),
    ]);
    expect(slow[0]?.n).toBe(300_000);
    expect(fast[0]?.n).toBe(1);
  });

  it('answers the health ping ahead of queries already waiting', async () => {
    const order: string[] = [];
    // Straight to the driver, so the five are sent before the ping (drizzle would send them a few ticks later).
    const { pglite, pool } = app.dbClient;
    const count = 'select count(*) from generate_series(1, 300000)';
    const slow = [1, 2, 3, 4, 5].map((n) =>
      (pglite ? pglite.query(count) : pool!.query(count)).then(() => {
        order.push(`query ${n}`);
      }),
    );
    const ping = app.dbClient.ping().then((ok) => {
      order.push('ping');
      return ok;
    });
    expect(await ping).toBe(true);
    await Promise.all(slow);
    // In arrival order the ping would come last; ahead of the queue it waits for at most the query already running
    // (decision 111). On PostgreSQL there is no queue of ours to jump: the test pool's five connections all hold a
    // query, and the ping takes whichever frees first (query 4 did, in one CI run), so only its answer is checked.
    if (pglite) expect(order.indexOf('ping')).toBeLessThan(order.indexOf('query 4'));
  });
});
