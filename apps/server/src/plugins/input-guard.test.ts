import type { FastifyInstance } from 'fastify';
import { JSON_MAX_DEPTH } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../test/build-test-app';
import { makeCreator, type TestUser } from '../test/factories';
import { nestsDeeperThan } from './input-guard';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, and ignores brackets inside strings and escapes', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":{"c":[1]}}}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\\\",${'"b":'.repeat(1)}${nested(5)}}`, 3)).toBe(true);
  });
});

describe('deeply nested JSON bodies', () => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    user = await makeCreator(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (url: string, body: string, method: 'POST' | 'PATCH' | 'PUT' = 'POST', lang = 'en') =>
    app.inject({
      method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        cookie: user.cookie,
        'content-type': 'application/json',
        'accept-language': lang,
      },
      payload: body,
    });

  it.each([
    ['POST', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/change-password'],
    ['POST', '/api/auth/sign-out'],
    ['PATCH', '/api/me/settings'],
    ['POST', '/api/contact'],
    ['POST', '/api/jobs'],
    ['POST', '/api/messages'],
  ] as const)(
    '%s %s answers 400, not 500, to 120 000 nested arrays and 40 000 nested objects',
    async (method, url) => {
      // Both under the 256 KiB body limit: 120 000 brackets, and 40 000 objects (six bytes each).
      for (const body of [nested(120_000), `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`]) {
        const response = await send(url, body, method, 'hi');
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'validation',
          message: translate('hi', 'errors.validation'),
          fields: { _: translate('hi', 'validation.tooDeep') },
        });
      }
    },
  );

  it(`parses a body nested exactly ${JSON_MAX_DEPTH} deep and refuses one level more`, async () => {
    // Both reach the route's validation or the depth check; only the deeper one is refused for its depth.
    const ok = await send('/api/contact', `{"name":${nested(JSON_MAX_DEPTH - 1)}}`);
    expect(ok.statusCode).toBe(400);
    expect(ok.json().error.fields?._).toBeUndefined();
    const deeper = await send('/api/contact', `{"name":${nested(JSON_MAX_DEPTH)}}`);
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().error.fields?._).toBe(translate('en', 'validation.tooDeep'));
  });

  it('still refuses prototype poisoning and broken JSON as before', async () => {
    expect((await send('/api/contact', '{"__proto__":{"x":1}}')).statusCode).toBe(400);
    expect((await send('/api/contact', '{"a":')).statusCode).toBe(400);
  });
});
