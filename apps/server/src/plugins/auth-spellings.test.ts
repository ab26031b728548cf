import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUTH_RATE_LIMIT, PASSWORD_CHECK_RATE_LIMIT } from '@kalasetu/shared/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { buildTestApp, listenOnLoopback, TEST_ORIGIN } from '../test/build-test-app';
import { rawRequest, type RawResponse } from '../test/raw-http';
import { makeCreator, signIn, TEST_PASSWORD, uniqueEmail } from '../test/factories';
import { createAccount } from '../modules/accounts/accounts.service';

/**
 * Every other way of writing an auth path that a router, `new URL()` or better-auth might read as the same
 * endpoint (decision 150). Each must be refused, or obey the same rule as the canonical path.
 */
export function spellingsOf(endpoint: string): string[] {
  const [first = '', ...rest] = endpoint.slice(1).split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  const encodedFirstLetter = `%${first.charCodeAt(0).toString(16)}${first.slice(1)}`;
  return [
    `/api/auth/.${endpoint}`,
    `/api/auth/x/..${endpoint}`,
    `/api/auth/%2e${endpoint}`,
    `/api/auth/x/%2E%2E${endpoint}`,
    `/api/auth/${encodedFirstLetter}${tail}`,
    `/%61pi/auth${endpoint}`,
    `/api/auth/${endpoint}`,
    `/api//auth${endpoint}`,
    `/api/auth${endpoint.replaceAll('/', '%2F')}`,
    `/api/auth${endpoint.replaceAll('/', '%2f')}`,
    `/api/auth${endpoint}/`,
    `/api/auth${endpoint};x`,
    `/api/auth${endpoint}#x`,
    `/api/auth${endpoint.toUpperCase()}`,
    `/api/auth\\${endpoint.slice(1)}`,
  ];
}

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('auth rules on every spelling of an auth path', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: true });
    base = await listenOnLoopback(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** Canonical requests through inject, each from its own address (the per-address counts stay out of the way). */
  const post = (url: string, payload: object, extra: { cookie?: string } = {}) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: randomAddress(),
      headers: { origin: TEST_ORIGIN, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
      payload,
    });
  /** The same request with its path sent byte for byte, over a real socket (inject would normalise it first). */
  const postRaw = (path: string, payload: object, cookie?: string) =>
    rawRequest(base, {
      method: 'POST',
      path,
      headers: { origin: base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(payload),
    });
  /**
   * Refused (400 for a non-canonical spelling, 404 where the router sends it nowhere near better-auth) or held by
   * the same rule as the canonical path (`held`): never let through, never a session cookie.
   */
  const expectRefusedOrHeld = (response: RawResponse, url: string, held: number) => {
    expect([400, 404, held], `${url} → ${response.statusCode} ${response.body}`).toContain(
      response.statusCode,
    );
    expect(response.headers['set-cookie'], url).toBeUndefined();
  };

  it('forwards only the canonical spelling: the others are refused before better-auth sees them', async () => {
    const user = await makeCreator(app);
    const refused = await postRaw('/api/auth/./sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body).error.code).toBe('non_canonical_path');
    // The same socket, the canonical path: signs in (so the refusal above is the spelling's, not the channel's).
    const canonical = await postRaw('/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(canonical.statusCode).toBe(200);
    // An endpoint better-auth has but the product does not use (an unlimited password oracle) is shut.
    const oracle = await post(
      '/api/auth/verify-password',
      { password: TEST_PASSWORD },
      { cookie: user.cookie },
    );
    expect(oracle.statusCode).toBe(404);
  });

  it('keeps the per-account sign-in limit on every spelling (right password after the limit)', async () => {
    const email = uniqueEmail('spelled');
    await createAccount(app.db, {
      name: 'Spelled',
      email,
      password: TEST_PASSWORD,
      profile: { role: 'creator' },
    });
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i++) {
      expect((await post('/api/auth/sign-in/email', { email, password: 'Wrong!pass1' })).statusCode).toBe(
        401,
      );
    }
    expect((await post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).statusCode).toBe(429);
    for (const url of spellingsOf('/sign-in/email')) {
      expectRefusedOrHeld(await postRaw(url, { email, password: TEST_PASSWORD }), url, 429);
    }
  });

  it('keeps the reset-request limits on every spelling', async () => {
    const user = await makeCreator(app);
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i++) {
      await post('/api/auth/request-password-reset', { email: user.email });
    }
    expect((await post('/api/auth/request-password-reset', { email: user.email })).statusCode).toBe(429);
    for (const url of spellingsOf('/request-password-reset')) {
      expectRefusedOrHeld(await postRaw(url, { email: user.email }), url, 429);
    }
  });

  it('keeps the password rule on change-password and reset-password on every spelling', async () => {
    const user = await makeCreator(app);
    const weak = 'weakweakweak';
    for (const url of spellingsOf('/change-password')) {
      const response = await postRaw(url, { currentPassword: TEST_PASSWORD, newPassword: weak }, user.cookie);
      expectRefusedOrHeld(response, url, 400);
    }
    for (const url of spellingsOf('/reset-password')) {
      expectRefusedOrHeld(await postRaw(url, { token: 'not-a-token', newPassword: weak }), url, 400);
    }
    // The weak password never took: the old one still signs in.
    await expect(signIn(app, user.email, TEST_PASSWORD)).resolves.toContain('kalasetu');
  });

  it('keeps the password-guess limit and the e-mail change rule on every spelling', async () => {
    const user = await makeCreator(app);
    for (let i = 0; i < PASSWORD_CHECK_RATE_LIMIT.max; i++) {
      const guess = { currentPassword: `Wrong!pass${i}`, newPassword: 'Guess!pass9' };
      expect((await post('/api/auth/change-password', guess, user)).statusCode).toBe(400);
    }
    for (const url of spellingsOf('/change-password')) {
      const right = { currentPassword: TEST_PASSWORD, newPassword: 'Guess!pass9' };
      expectRefusedOrHeld(await postRaw(url, right, user.cookie), url, 429);
    }
    for (const url of spellingsOf('/change-email')) {
      expectRefusedOrHeld(await postRaw(url, { newEmail: uniqueEmail('spelled') }, user.cookie), url, 400);
    }
    const [row] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });
});
