import { randomInt } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUTH_ADDRESS_RATE_LIMIT, AUTH_RATE_LIMIT } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/rate-limits';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import { TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { createAccount } from './accounts.service';

/** Counters live in the database (shared on PostgreSQL across runs), so every test uses its own address. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const { max } = AUTH_RATE_LIMIT;
const perAddress = AUTH_ADDRESS_RATE_LIMIT.max;
/** A sign-in better-auth refuses (400) before any password work, the e-mail being malformed: counted all the same. */
const cheapAttempt = (i: number) => ({ email: `not-an-address-${i}-${randomInt(1e9)}`, password: 'x' });

describe('rate limits on sign-in, sign-up and reset requests', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: true });
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: object, remoteAddress: string, lang = 'en') =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { origin: TEST_ORIGIN, 'accept-language': lang },
      payload,
    });
  /** An account made without signing in: the factories' sign-in would spend one of the attempts counted here. */
  async function makeAccount() {
    const email = uniqueEmail('limited');
    await createAccount(app.db, {
      name: 'Limited',
      email,
      password: TEST_PASSWORD,
      profile: { role: 'creator' },
    });
    return { email, password: TEST_PASSWORD };
  }
  const signIn = (email: string, password: string, address: string, lang?: string) =>
    post('/api/auth/sign-in/email', { email, password }, address, lang);

  function expectLimited(response: Awaited<ReturnType<typeof post>>, lang = 'en') {
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toMatchObject({
      code: 'rate_limited',
      message: translate(lang as 'en', 'errors.rateLimited'),
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }

  it('allows a shared carrier address many sign-ins a minute, then stops it, in the reader’s language', async () => {
    const address = randomAddress();
    for (let i = 0; i < perAddress - 1; i++) {
      expect((await post('/api/auth/sign-in/email', cheapAttempt(i), address)).statusCode).toBe(400);
    }
    // Far beyond the strict per-account figure, a real person on the same address still signs in.
    const user = await makeAccount();
    expect((await signIn(user.email, user.password, address)).statusCode).toBe(200);
    expectLimited(await signIn(uniqueEmail('guess'), 'Wrong!pass1', address, 'mr'), 'mr');
    // Another address is not affected.
    expect((await signIn(uniqueEmail('guess'), 'Wrong!pass1', randomAddress())).statusCode).toBe(401);
  });

  it('counts an IPv6 address by its /64, so stepping through its addresses buys no new attempts', async () => {
    const prefix = `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;
    for (let i = 0; i < perAddress; i++) {
      const address = `${prefix}:${(i + 1).toString(16)}::${randomInt(1, 65536).toString(16)}`;
      expect((await post('/api/auth/sign-in/email', cheapAttempt(i), address)).statusCode).toBe(400);
    }
    expectLimited(await signIn(uniqueEmail('guess'), 'Wrong!pass1', `${prefix}::beef`));
    // The next /64 is someone else.
    const next = `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}::1`;
    expect((await signIn(uniqueEmail('guess'), 'Wrong!pass1', next)).statusCode).toBe(401);
  });

  it('stops the sixth sign-in to one account from many addresses, even with the right password', async () => {
    const user = await makeAccount();
    for (let i = 0; i < max; i++) {
      expect((await signIn(user.email, 'Wrong!pass1', randomAddress())).statusCode).toBe(401);
    }
    expectLimited(await signIn(user.email.toUpperCase(), user.password, randomAddress()));
  });

  it('opens again once the minute has passed', async () => {
    const user = await makeAccount();
    const address = randomAddress();
    for (let i = 0; i < max; i++) await signIn(user.email, 'Wrong!pass1', address);
    expectLimited(await signIn(user.email, user.password, address));
    // Age this test's counters by a minute instead of waiting for it.
    await app.db
      .update(rateLimits)
      .set({ lastRequest: sql`${rateLimits.lastRequest} - ${AUTH_RATE_LIMIT.windowMs + 1000}` })
      .where(like(rateLimits.key, `%${address}%`));
    await app.db
      .update(rateLimits)
      .set({ lastRequest: sql`${rateLimits.lastRequest} - ${AUTH_RATE_LIMIT.windowMs + 1000}` })
      .where(like(rateLimits.key, `%${user.email}%`));
    expect((await signIn(user.email, user.password, address)).statusCode).toBe(200);
  });

  it('limits sign-up per address and per e-mail', async () => {
    const body = (email: string) => ({
      role: 'creator',
      name: 'Limit Tester',
      email,
      phone: '9845012345',
      address: 'Hubballi',
      bio: 'Testing limits',
      skills: 'Photography',
      interests: 'Travel',
      password: 'Str0ng!pass',
      confirmPassword: 'Str0ng!pass',
    });
    const address = randomAddress();
    // Sixty real sign-ups would be sixty password hashes: the address's counter is filled the way the route fills
    // it, then one real sign-up still passes and the next is refused.
    for (let i = 0; i < perAddress - 1; i++) {
      await app.rateLimiter.consume(`signup:ip:${address}`, perAddress, AUTH_ADDRESS_RATE_LIMIT.windowMs);
    }
    expect((await post('/api/accounts/signup', body(uniqueEmail('many')), address)).statusCode).toBe(201);
    expectLimited(await post('/api/accounts/signup', body(uniqueEmail('many')), address));

    const email = uniqueEmail('same');
    expect((await post('/api/accounts/signup', body(email), randomAddress())).statusCode).toBe(201);
    for (let i = 1; i < max; i++) {
      expect((await post('/api/accounts/signup', body(email), randomAddress())).statusCode).toBe(409);
    }
    expectLimited(await post('/api/accounts/signup', body(email), randomAddress()));
  });

  it('limits reset requests per address and per e-mail', async () => {
    const address = randomAddress();
    for (let i = 0; i < perAddress; i++) {
      const response = await post('/api/auth/request-password-reset', { email: uniqueEmail('r') }, address);
      expect(response.statusCode).toBe(200);
    }
    expectLimited(await post('/api/auth/request-password-reset', { email: uniqueEmail('r') }, address));

    const user = await makeAccount();
    for (let i = 0; i < max; i++) {
      await post('/api/auth/request-password-reset', { email: user.email }, randomAddress());
    }
    expectLimited(await post('/api/auth/request-password-reset', { email: user.email }, randomAddress()));
  });

  it('counts correctly when attempts arrive at the same moment', async () => {
    const email = uniqueEmail('burst');
    const responses = await Promise.all(
      Array.from({ length: max + 3 }, () => signIn(email, 'Wrong!pass1', randomAddress())),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    expect(codes.filter((c) => c === 401)).toHaveLength(max);
  });
});
