import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_RATE_LIMIT } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeAdmin, makeCreator, whenAdmitted, type TestUser } from '../../test/factories';

/**
 * Sixty parallel messages from one sender were once all accepted; now one sender gets MESSAGE_RATE_LIMIT a minute.
 */
describe('messages per sender per minute', () => {
  let app: FastifyInstance;
  let sender: TestUser;
  let otherSender: TestUser;
  let receiver: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: true });
    [sender, otherSender, receiver] = await Promise.all([makeAdmin(app), makeAdmin(app), makeCreator(app)]);
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (from: TestUser) =>
    injectAs(app, from, {
      method: 'POST',
      url: '/api/messages',
      headers: { 'accept-language': 'hi' },
      payload: { receiverId: receiver.id, content: 'Hello' },
    });

  it('accepts the limit in parallel, refuses the rest with a translated 429, and counts each sender alone', async () => {
    const burst = await Promise.all(
      Array.from({ length: MESSAGE_RATE_LIMIT.max + 5 }, () => whenAdmitted(() => send(sender))),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MESSAGE_RATE_LIMIT.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().error.message).toBe(translate('hi', 'errors.tooManyMessages'));
    expect((await send(otherSender)).statusCode).toBe(201);
  });
});
