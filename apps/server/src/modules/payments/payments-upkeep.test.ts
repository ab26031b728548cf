import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryFiles } from '../../db/schema/delivery-files';
import { idempotencyKeys } from '../../db/schema/idempotency-keys';
import { buildTestApp } from '../../test/build-test-app';
import { makeCreator, type TestUser } from '../../test/factories';
import { buildIsolatedApp } from '../admin/isolated-test-app';
import { startMailScheduler } from '../mail/mail-scheduler';
import { act, samplePdf } from './payments.fixtures';
import { IDEMPOTENCY_RETENTION_MS, pruneIdempotencyKeys } from './payments-upkeep.service';

/** Stored Idempotency-Key replies are kept for a day, then pruned by the scheduler's pass (decision 247). */
describe('idempotency key pruning', () => {
  let app: FastifyInstance;
  let creator: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    creator = await makeCreator(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const keysOf = (user: TestUser) =>
    app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
  /** Stores a reply under `key`, then dates it `ageMs` back (only this user's rows: the database may be shared). */
  async function storedKey(key: string, ageMs: number) {
    const saved = await act(app, creator, 'PUT', '/api/me/payout', { vpa: 'maker@okaxis' }, key);
    expect(saved.statusCode).toBe(200);
    await app.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - make_interval(secs => ${ageMs / 1000})` })
      .where(and(eq(idempotencyKeys.userId, creator.id), eq(idempotencyKeys.key, key)));
  }

  it('deletes replies older than their retention and keeps younger ones', async () => {
    await storedKey('prune-old-0001', IDEMPOTENCY_RETENTION_MS + 60_000);
    await storedKey('prune-young-001', IDEMPOTENCY_RETENTION_MS - 60 * 60_000);
    expect(await pruneIdempotencyKeys(app, new Date())).toBeGreaterThanOrEqual(1);
    expect((await keysOf(creator)).map((k) => k.key)).toEqual(['prune-young-001']);
    // A retry with the pruned key is a new request again (answered, stored anew).
    expect(
      (await act(app, creator, 'PUT', '/api/me/payout', { vpa: 'maker@okaxis' }, 'prune-old-0001'))
        .statusCode,
    ).toBe(200);
  });

  it('is a step of the scheduler’s pass', async () => {
    // On a database of its own: the pass also sends every due mail in its database, and on a shared PostgreSQL that
    // would be another file's mail (mail.test.ts checks that its invitation is sent once, by its own pass).
    const isolated = await buildIsolatedApp();
    const own = isolated.app;
    try {
      const maker = await makeCreator(own);
      expect(
        (await act(own, maker, 'PUT', '/api/me/payout', { vpa: 'maker@okaxis' }, 'prune-sched-001'))
          .statusCode,
      ).toBe(200);
      await own.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - make_interval(secs => ${(IDEMPOTENCY_RETENTION_MS + 60_000) / 1000})` })
        .where(eq(idempotencyKeys.userId, maker.id));
      const scheduler = startMailScheduler(own, { intervalMs: 3_600_000 });
      try {
        await scheduler.runNow();
      } finally {
        scheduler.stop();
      }
      const left = await own.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, maker.id));
      expect(left.map((k) => k.key)).not.toContain('prune-sched-001');
    } finally {
      await isolated.dispose();
    }
  });

  it('deletes, in the scheduler’s pass, the objects of delivery files no milestone holds, by their keys', async () => {
    // On a database of its own: a pass over a shared one may meet rows whose objects sit in another app's folder.
    const isolated = await buildIsolatedApp();
    const own = isolated.app;
    try {
      // A delivery file whose milestone went (decision 256): its object and row go in the same pass.
      const { key } = await own.storage.privateFiles.put('deliveries', samplePdf(), 'pdf');
      const [file] = await own.db
        .insert(deliveryFiles)
        .values({ storageKey: key, fileName: 'gone.pdf', contentType: 'application/pdf', sizeBytes: 10 })
        .returning();
      const scheduler = startMailScheduler(own, { intervalMs: 3_600_000 });
      try {
        await scheduler.runNow();
      } finally {
        scheduler.stop();
      }
      expect(await own.storage.privateFiles.get(key)).toBeNull();
      expect(await own.db.select().from(deliveryFiles).where(eq(deliveryFiles.id, file!.id))).toEqual([]);
    } finally {
      await isolated.dispose();
    }
  });
});
