import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@kalasetu/shared/messages';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeCreator, type TestUser } from '../../test/factories';

describe('Idempotency-Key', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const setPayout = (user: TestUser, key: string, payload: object) =>
    injectAs(app, user, {
      method: 'PUT',
      url: '/api/me/payout',
      payload,
      headers: { 'idempotency-key': key },
    });

  it('replays the first answer for the same key and the same body', async () => {
    const creator = await makeCreator(app);
    const first = await setPayout(creator, 'payout-key-same-1', { vpa: 'ravi@ybl' });
    expect(first.statusCode).toBe(200);
    const again = await setPayout(creator, 'payout-key-same-1', { vpa: 'ravi@ybl' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses the same key with another body (422), changing nothing', async () => {
    const creator = await makeCreator(app);
    expect((await setPayout(creator, 'payout-key-diff-1', { vpa: 'ravi@ybl' })).statusCode).toBe(200);
    const reused = await setPayout(creator, 'payout-key-diff-1', { vpa: 'someone.else@okaxis' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error).toMatchObject({
      code: 'idempotency_key_reused',
      message: translate('en', 'errors.idempotencyKeyReused'),
    });
    const me = await injectAs(app, creator, { method: 'GET', url: '/api/me/payout' });
    expect(me.body).toContain('ravi@ybl');
  });

  it('refuses parallel requests with one key and different bodies but the first', async () => {
    const creator = await makeCreator(app);
    const answers = await Promise.all(
      ['ravi.a@ybl', 'ravi.b@ybl', 'ravi.c@ybl', 'ravi.d@ybl'].map((vpa) =>
        setPayout(creator, 'payout-key-race-1', { vpa }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422]);
  });
});
