import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { queryRows, type DbOrTx } from './client';

const MIGRATION = path.join(import.meta.dirname, 'migrations/0007_resources_and_ownership.sql');
const hex = (c: string) => c.repeat(32);

/** The statements of migration 0007 that start with `prefix` (its backfills), exactly as they will run. */
async function statements(prefix: string): Promise<string[]> {
  const text = await readFile(MIGRATION, 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((part) => part.replace(/^\s*(--[^\n]*\n)*/g, '').trim())
    .filter((part) => part.startsWith(prefix));
}

class Rollback extends Error {}

/**
 * Runs `work` against temporary tables that shadow the real ones (pg_temp comes first in the search path), inside
 * a transaction that is rolled back: the backfills of migration 0007 are tried on rows as they were before it,
 * touching nothing any other test can see.
 */
async function onShadowTables(app: FastifyInstance, ddl: string[], work: (tx: DbOrTx) => Promise<void>) {
  await app.db
    .transaction(async (tx) => {
      for (const statement of ddl) await tx.execute(sql.raw(statement));
      await work(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

describe('migration 0007 backfills', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives a storage key only to a row whose own upload made the file (decision 160)', async () => {
    const bucket = 'https://bucket.example/kalasetu';
    await onShadowTables(
      app,
      [
        `create temp table portfolio_items (id int, media_url text, thumbnail_url text, media_key text, thumbnail_key text) on commit drop`,
        `create temp table profiles (id int, avatar_url text, logo_url text, avatar_key text, logo_key text) on commit drop`,
        `create temp table showcase_items (id int, image_url text, image_key text) on commit drop`,
      ],
      async (tx) => {
        await tx.execute(sql`insert into profiles values
          (1, ${`${bucket}/avatars/${hex('a')}.webp`}, null, null, null),
          (2, 'https://lh3.googleusercontent.com/photo.jpg', ${`/uploads/logos/${hex('b')}.webp`}, null, null)`);
        await tx.execute(sql`insert into portfolio_items values
          (1, ${`${bucket}/portfolio/${hex('c')}.webp`}, ${`${bucket}/portfolio/${hex('d')}.webp`}, null, null),
          (2, ${`${bucket}/avatars/${hex('a')}.webp`}, null, null, null),
          (3, ${`${bucket}/portfolio/${hex('e')}.webp`}, null, null, null),
          (4, ${`${bucket}/portfolio/${hex('c')}.webp`}, null, null, null)`);
        await tx.execute(sql`insert into showcase_items values
          (1, ${`/uploads/showcase/${hex('f')}.webp`}, null),
          (2, ${`/uploads/avatars/${hex('a')}.webp`}, null),
          (3, '/demo/festival.jpg', null)`);
        for (const prefix of ['UPDATE "profiles" p SET "avatar_key"', 'UPDATE "profiles" p SET "logo_key"'])
          for (const statement of await statements(prefix)) await tx.execute(sql.raw(statement));
        for (const statement of await statements('UPDATE "portfolio_items"'))
          await tx.execute(sql.raw(statement));
        for (const statement of await statements('UPDATE "showcase_items"'))
          await tx.execute(sql.raw(statement));

        const keys = async (query: string) => queryRows<Record<string, string | null>>(tx, sql.raw(query));
        expect(await keys('select id, avatar_key, logo_key from profiles order by id')).toEqual([
          { id: 1, avatar_key: `avatars/${hex('a')}.webp`, logo_key: null },
          { id: 2, avatar_key: null, logo_key: `logos/${hex('b')}.webp` },
        ]);
        // Item 1 is an upload (it has a thumbnail) but item 4 names its picture too: neither may own it.
        // Items 2 and 3 were added by URL (no thumbnail): the avatar they point at is not theirs.
        expect(await keys('select id, media_key, thumbnail_key from portfolio_items order by id')).toEqual([
          { id: 1, media_key: null, thumbnail_key: null },
          { id: 2, media_key: null, thumbnail_key: null },
          { id: 3, media_key: null, thumbnail_key: null },
          { id: 4, media_key: null, thumbnail_key: null },
        ]);
        await tx.execute(sql`delete from portfolio_items where id = 4`);
        for (const statement of await statements('UPDATE "portfolio_items"'))
          await tx.execute(sql.raw(statement));
        expect(await keys('select id, media_key, thumbnail_key from portfolio_items where id = 1')).toEqual([
          { id: 1, media_key: `portfolio/${hex('c')}.webp`, thumbnail_key: `portfolio/${hex('d')}.webp` },
        ]);
        expect(await keys('select id, image_key from showcase_items order by id')).toEqual([
          { id: 1, image_key: `showcase/${hex('f')}.webp` },
          { id: 2, image_key: null },
          { id: 3, image_key: null },
        ]);
      },
    );
  });

  it('ties each rating to a job the two worked on together, and removes the others', async () => {
    const [e, c, stranger] = [
      '11111111-1111-4111-8111-111111111111',
      '22222222-2222-4222-8222-222222222222',
      '33333333-3333-4333-8333-333333333333',
    ];
    await onShadowTables(
      app,
      [
        `create temp table jobs (id int, enterprise_id uuid, selected_applicant_id uuid, status text) on commit drop`,
        `create temp table ratings (id int, rater_id uuid, rated_id uuid, job_id int) on commit drop`,
      ],
      async (tx) => {
        await tx.execute(sql`insert into jobs values
          (1, ${e}, ${c}, 'completed'), (2, ${e}, ${c}, 'work-started'), (3, ${e}, ${c}, 'cancelled'),
          (4, ${e}, null, 'open'), (5, ${stranger}, ${c}, 'open')`);
        await tx.execute(sql`insert into ratings values
          (1, ${e}, ${c}, null), (2, ${c}, ${e}, null), (3, ${stranger}, ${c}, null), (4, null, ${c}, null)`);
        for (const statement of await statements('UPDATE "ratings"')) await tx.execute(sql.raw(statement));
        for (const statement of await statements('DELETE FROM "ratings"'))
          await tx.execute(sql.raw(statement));
        const rows = await queryRows<{ id: number; job_id: number }>(
          tx,
          sql`select id, job_id from ratings order by id`,
        );
        // Both directions get the latest job worked on together; the stranger (an open job only) and a deleted
        // rater (nobody to have worked with) lose theirs.
        expect(rows).toEqual([
          { id: 1, job_id: 2 },
          { id: 2, job_id: 2 },
        ]);
      },
    );
  });
});
