import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ADDRESS_RATE_LIMIT, AUTH_RATE_LIMIT } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import { cookieFrom, makeCreator, signIn, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { createAccount } from './accounts.service';

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const { max } = AUTH_RATE_LIMIT;
const perAddress = AUTH_ADDRESS_RATE_LIMIT.max;
const NEW_PASSWORD = 'N3w!password';

describe('old session cookies after sign-out and password change', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  /** 200 when the cookie opens a session, 401 when it does not (/api/me answers `user: null` to anyone). */
  const me = async (cookie: string) => {
    const response = await app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
    return response.statusCode;
  };
  const post = (url: string, cookie: string, payload: object = {}) =>
    app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, payload });

  it('refuses a cookie replayed after sign-out, and leaves the other sessions alone', async () => {
    const user = await makeCreator(app);
    const laptop = await signIn(app, user.email);
    expect(await me(user.cookie)).toBe(200);
    expect((await post('/api/auth/sign-out', user.cookie)).statusCode).toBe(200);
    expect(await me(user.cookie)).toBe(401);
    // Replaying the cookie at a write route is refused too, in the reader's language.
    const replay = await app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'accept-language': 'kn' },
      payload: { language: 'hi' },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(translate('kn', 'errors.unauthenticated'));
    expect(await me(laptop)).toBe(200);
  });

  it.each([
    ['the web app asks for it', { revokeOtherSessions: true }],
    ['the client does not ask', {}],
    ['the client asks to keep them', { revokeOtherSessions: false }],
  ])('revokes every other session on a password change when %s', async (_label, extra) => {
    const user = await makeCreator(app);
    const phone = await signIn(app, user.email);
    const response = await post('/api/auth/change-password', user.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      ...extra,
    });
    expect(response.statusCode).toBe(200);
    expect(await me(phone)).toBe(401);
    // The browser that changed it carries on with the fresh cookie it was given; its old cookie is spent.
    const fresh = cookieFrom(response.headers['set-cookie']);
    expect(fresh).not.toBe('');
    expect(await me(fresh)).toBe(200);
    expect(await me(user.cookie)).toBe(401);
    expect((await signIn(app, user.email, NEW_PASSWORD)).length).toBeGreaterThan(0);
  });
});

describe('sign-in brute force behind a proxy (X-Forwarded-For)', () => {
  let proxied: FastifyInstance;
  let direct: FastifyInstance;
  beforeAll(async () => {
    proxied = await buildTestApp({ rateLimits: true, trustProxy: true });
    direct = await buildTestApp({ rateLimits: true, trustProxy: false });
  });
  afterAll(async () => {
    await Promise.all([proxied.close(), direct.close()]);
  });

  const signInFrom = (app: FastifyInstance, email: string, forwardedFor: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor, 'accept-language': 'hi' },
      payload: { email, password: 'Wrong!pass1' },
    });
  /** Fills an address's sign-in allowance with attempts better-auth refuses before any password work (400). */
  async function fillAddress(app: FastifyInstance, forwardedFor: string, remoteAddress: string) {
    for (let i = 0; i < perAddress; i++) {
      expect((await signInFrom(app, `not-an-address-${i}`, forwardedFor, remoteAddress)).statusCode).toBe(
        400,
      );
    }
  }

  function expectLimited(response: Awaited<ReturnType<typeof signInFrom>>) {
    expect(response.statusCode).toBe(429);
    expect(response.json().error.message).toBe(translate('hi', 'errors.rateLimited'));
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }

  it('counts per client address behind a trusted proxy, not per proxy', async () => {
    const proxy = randomAddress();
    const client = randomAddress();
    await fillAddress(proxied, client, proxy);
    expectLimited(await signInFrom(proxied, uniqueEmail('xff'), client, proxy));
    // Another visitor behind the same proxy is not locked out by the first.
    expect((await signInFrom(proxied, uniqueEmail('xff'), randomAddress(), proxy)).statusCode).toBe(401);
  });

  it('counts per account whatever address the attempts claim to come from', async () => {
    const email = uniqueEmail('target');
    await createAccount(proxied.db, {
      name: 'Target',
      email,
      password: TEST_PASSWORD,
      profile: { role: 'creator' },
    });
    for (let i = 0; i < max; i++) {
      expect((await signInFrom(proxied, email, randomAddress(), randomAddress())).statusCode).toBe(401);
    }
    expectLimited(await signInFrom(proxied, email, randomAddress(), randomAddress()));
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    const attacker = randomAddress();
    for (let i = 0; i < perAddress; i++) {
      expect((await signInFrom(direct, `not-an-address-${i}`, randomAddress(), attacker)).statusCode).toBe(
        400,
      );
    }
    expectLimited(await signInFrom(direct, uniqueEmail('forged'), randomAddress(), attacker));
  });
});
