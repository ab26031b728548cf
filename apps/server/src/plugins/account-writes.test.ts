import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { WRITES_IN_FLIGHT_PER_ACCOUNT } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../test/build-test-app';
import { injectAs, makeCreator, type TestUser } from '../test/factories';

/**
 * One account's writes in progress at once are limited (plugins/account-writes.ts): sixty parallel portfolio adds
 * once queued on one row lock while holding most of the database pool.
 */
describe('writes in progress per account', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const add = (who: TestUser, creatorId: string, lang = 'en') =>
    injectAs(app, who, {
      method: 'POST',
      url: `/api/profiles/${creatorId}/portfolio`,
      payload: { type: 'link', title: 'Race', mediaUrl: 'https://example.com' },
      headers: { 'accept-language': lang },
    });

  it('refuses writes past the limit at once, in the reader language, while another account writes', async () => {
    const [hostile, honest] = await Promise.all([makeCreator(app), makeCreator(app)]);
    const [answers, other] = await Promise.all([
      Promise.all(Array.from({ length: 60 }, () => add(hostile, hostile.id, 'hi'))),
      add(honest, honest.id),
    ]);
    expect(other.statusCode).toBe(201);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.every((answer) => [201, 429].includes(answer.statusCode))).toBe(true);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json().error).toMatchObject({
        code: 'too_many_at_once',
        message: translate('hi', 'errors.tooManyAtOnce'),
      });
    }
  });

  it('frees the slot whatever the answer was', async () => {
    const [creator, someoneElse] = await Promise.all([makeCreator(app), makeCreator(app)]);
    // Refused by the handler (not the creator's portfolio) after the slot was taken: three full waves in a row.
    for (let wave = 0; wave < 3; wave++) {
      const refusals = await Promise.all(
        Array.from({ length: WRITES_IN_FLIGHT_PER_ACCOUNT }, () => add(creator, someoneElse.id)),
      );
      expect(refusals.map((answer) => answer.statusCode)).toEqual(
        Array(WRITES_IN_FLIGHT_PER_ACCOUNT).fill(403),
      );
    }
    const accepted = await Promise.all(
      Array.from({ length: WRITES_IN_FLIGHT_PER_ACCOUNT }, () => add(creator, creator.id)),
    );
    expect(accepted.map((answer) => answer.statusCode)).toEqual(
      Array(WRITES_IN_FLIGHT_PER_ACCOUNT).fill(201),
    );
  });

  it('does not count reads', async () => {
    const creator = await makeCreator(app);
    const reads = await Promise.all(
      Array.from({ length: 20 }, () =>
        injectAs(app, creator, { method: 'GET', url: `/api/profiles/${creator.id}/portfolio` }),
      ),
    );
    expect(reads.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
  });

  it('refuses past the limit by its session cookie before looking the session up', async () => {
    const creator = await makeCreator(app);
    // The sessions table locked: every lookup waits (on PGlite the transaction holds its one connection).
    let unlock!: () => void;
    const locked = new Promise<void>((resolve) => (unlock = resolve));
    onTestFinished(() => unlock());
    let isLocked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (isLocked = resolve));
    const holding = app.db.transaction(async (tx) => {
      await tx.execute(sql`lock table sessions in access exclusive mode`);
      isLocked();
      await locked;
    });
    await lockTaken;
    // Half of them with the cookie percent-encoded: the same session spelled otherwise is the same session.
    const cut = creator.cookie.indexOf('=');
    const encoded = `${creator.cookie.slice(0, cut)}=${creator.cookie.slice(cut + 1).replace('.', '%2E')}`;
    const done: number[] = [];
    let twoDone!: () => void;
    const twoAnswered = new Promise<void>((resolve) => (twoDone = resolve));
    const sent = Array.from({ length: WRITES_IN_FLIGHT_PER_ACCOUNT + 2 }, (_, i) =>
      injectAs(app, null, {
        method: 'POST',
        url: `/api/profiles/${creator.id}/portfolio`,
        payload: { type: 'link', title: 'Race', mediaUrl: 'https://example.com' },
        headers: { cookie: i % 2 ? creator.cookie : encoded },
      }).then((answer) => {
        done.push(answer.statusCode);
        if (done.length === 2) twoDone();
        return answer;
      }),
    );
    await twoAnswered;
    // Answered while no session could be looked up: refused on the cookie alone.
    expect(done).toEqual([429, 429]);
    unlock();
    await holding;
    const statuses = (await Promise.all(sent)).map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(WRITES_IN_FLIGHT_PER_ACCOUNT).fill(201), 429, 429]);
  });
});
