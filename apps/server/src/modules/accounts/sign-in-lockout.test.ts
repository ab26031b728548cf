import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUTH_RATE_LIMIT } from '@kalasetu/shared/limits';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { KNOWN_DEVICE_COOKIE } from '../../plugins/auth-gate';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import { cookieFrom, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { createAccount } from './accounts.service';
import { derivations } from '../../lib/passwords';

// The equal-timing rule is tested as "every sign-in runs exactly one password derivation" (lib/passwords.ts counts
// them), never by measuring time.
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const { max } = AUTH_RATE_LIMIT;

describe('sign-in: equal work for every address, and no lock-out of the owner', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: true });
  });
  afterAll(async () => {
    await app.close();
  });

  const signIn = (email: string, password: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: randomAddress(),
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: { email, password },
    });
  async function makeAccount() {
    const email = uniqueEmail('owner');
    const id = await createAccount(app.db, {
      name: 'Owner',
      email,
      password: TEST_PASSWORD,
      profile: { role: 'creator' },
    });
    return { id, email };
  }

  describe('one password derivation per sign-in, whoever the address belongs to', () => {
    beforeEach(() => {
      derivations.hash = 0;
      derivations.verify = 0;
    });
    const work = () => derivations.hash + derivations.verify;

    it('an account with a wrong password: one verification', async () => {
      const { email } = await makeAccount();
      derivations.hash = derivations.verify = 0;
      expect((await signIn(email, 'Wrong!pass1')).statusCode).toBe(401);
      expect(derivations).toEqual({ hash: 0, verify: 1 });
    });

    it('an unknown address: the typed password is still hashed once, and the answer is the same', async () => {
      const response = await signIn(uniqueEmail('nobody'), 'Wrong!pass1');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('invalid_email_or_password');
      expect(work()).toBe(1);
    });

    it('an account without a password (Google): hashed once, the same answer', async () => {
      const { id, email } = await makeAccount();
      await app.db
        .delete(accounts)
        .where(and(eq(accounts.userId, id), eq(accounts.providerId, 'credential')));
      derivations.hash = derivations.verify = 0;
      const response = await signIn(email, 'Wrong!pass1');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('invalid_email_or_password');
      expect(work()).toBe(1);
    });
  });

  it('lets the owner in from a browser that signed in before, while a stranger is held at the limit', async () => {
    const { email } = await makeAccount();
    const first = await signIn(email, TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    const device = cookieFrom(first.headers['set-cookie'])
      .split('; ')
      .find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    expect(device).toBeDefined();

    // An attacker spends the rest of the account's attempts (the owner's first sign-in was one) from many addresses…
    for (let i = 0; i < max - 1; i++) expect((await signIn(email, 'Wrong!pass1')).statusCode).toBe(401);
    // …and is held, even with the right password, as is any browser that never signed in to the account.
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(429);
    // The owner's browser still gets in with the right password.
    expect((await signIn(email, TEST_PASSWORD, device)).statusCode).toBe(200);
  });

  it("marks the browser that signed up as the account's own", async () => {
    const email = uniqueEmail('signup');
    const password = 'Str0ng!pass';
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/accounts/signup',
      remoteAddress: randomAddress(),
      headers: { origin: TEST_ORIGIN },
      payload: {
        role: 'creator',
        name: 'New Owner',
        email,
        phone: '9845012345',
        address: 'Hubballi',
        bio: 'Reels',
        skills: 'Photography',
        interests: 'Travel',
        password,
        confirmPassword: password,
      },
    });
    expect(signUp.statusCode).toBe(201);
    const device = cookieFrom(signUp.headers['set-cookie'])
      .split('; ')
      .find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    expect(device).toBeDefined();
    // A stranger spends the account's sign-in attempts and is held…
    for (let i = 0; i < max; i++) await signIn(email, 'Wrong!pass1');
    expect((await signIn(email, password)).statusCode).toBe(429);
    // …while the browser that signed up still signs in.
    expect((await signIn(email, password, device)).statusCode).toBe(200);
  });

  it('keeps the known browser to its own strict count, and its mark to its own account', async () => {
    const owner = await makeAccount();
    const other = await makeAccount();
    const first = await signIn(owner.email, TEST_PASSWORD);
    const device = cookieFrom(first.headers['set-cookie'])
      .split('; ')
      .find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))!;
    // The owner's mark opens nothing for another account: it counts in that account's stranger bucket.
    for (let i = 0; i < max; i++) await signIn(other.email, 'Wrong!pass1');
    expect((await signIn(other.email, TEST_PASSWORD, device)).statusCode).toBe(429);
    // Guessing from the known browser is itself limited (a stolen laptop is no unlimited oracle).
    for (let i = 0; i < max; i++) {
      expect((await signIn(owner.email, 'Wrong!pass1', device)).statusCode).toBe(401);
    }
    expect((await signIn(owner.email, TEST_PASSWORD, device)).statusCode).toBe(429);
    // A forged mark is a stranger's.
    expect((await signIn(other.email, TEST_PASSWORD, `${KNOWN_DEVICE_COOKIE}=forged`)).statusCode).toBe(429);
  });
});
