import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import { LANGUAGE_COOKIE } from '@kalasetu/shared/limits';
import { cookieFrom, uniqueEmail } from '../../test/factories';
import { OAUTH_ROLE_COOKIE, signOAuthRole, verifyOAuthRole } from './oauth-role';

/** A cookie jar good enough for one browser: later Set-Cookie headers replace earlier ones by name. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(setCookie: string | string[] | undefined) {
    const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    for (const line of list) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const expired = attributes.some((a) => a.trim().toLowerCase() === 'max-age=0');
      if (expired || pair.slice(index + 1) === '') this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(index + 1));
    }
  }
  has(name: string) {
    return this.cookies.has(name);
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The Google identity the mock provider hands out next. */
interface Identity {
  sub: string;
  email: string;
  name: string;
}

describe('Google sign-in and sign-up against a local OpenID provider', () => {
  const provider = new OAuth2Server();
  let app: FastifyInstance;
  let next: Identity;

  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, {
        sub: next.sub,
        email: next.email,
        email_verified: true,
        name: next.name,
        picture: 'https://example.test/avatar.png',
      });
    });
    app = await buildTestApp({
      google: {
        clientId: 'kalasetu-test-client',
        clientSecret: 'kalasetu-test-secret',
        discoveryUrl: `${provider.issuer.url}/.well-known/openid-configuration`,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await provider.stop();
  });

  /** Runs the browser's part: our sign-in endpoint → the provider's consent page → our callback. */
  async function googleFlow(jar: CookieJar, callbackURL: string) {
    const start = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_ORIGIN, cookie: jar.header() },
      payload: { provider: 'google', callbackURL, errorCallbackURL: '/signin' },
    });
    expect(start.statusCode).toBe(200);
    jar.store(start.headers['set-cookie']);
    const authorizeUrl = new URL(start.json<{ url: string }>().url);
    expect(authorizeUrl.origin).toBe(provider.issuer.url);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback/google`);

    const consent = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location')!);
    const callback = await app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: jar.header() },
    });
    jar.store(callback.headers['set-cookie']);
    return callback;
  }

  async function chooseRole(jar: CookieJar, role: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/accounts/oauth-role',
      headers: { origin: TEST_ORIGIN, cookie: jar.header() },
      payload: { role },
    });
    jar.store(response.headers['set-cookie']);
    return response;
  }

  const me = (jar: CookieJar) =>
    app.inject({ method: 'GET', url: '/api/me', headers: { cookie: jar.header() } }).then((r) => r.json());

  it('says Google is available', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/accounts/providers' });
    expect(response.json()).toEqual({ google: true });
  });

  it('signs up with the role chosen before the redirect, then signs in again to the same account', async () => {
    next = { sub: `google-${randomUUID()}`, email: uniqueEmail('google'), name: 'Meera Joshi' };
    const browser = new CookieJar();
    const chosen = await chooseRole(browser, 'enterprise');
    expect(chosen.statusCode).toBe(200);
    const setCookie = String(chosen.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=600/);

    const signUp = await googleFlow(browser, '/onboarding');
    expect(signUp.statusCode).toBe(302);
    expect(signUp.headers.location).toBe('/onboarding');
    // The role is spent: it cannot ride along into a later sign-up in the same browser.
    expect(browser.has(OAUTH_ROLE_COOKIE)).toBe(false);

    const first = await me(browser);
    // No language cookie: the visitor read the default language, English.
    expect(first.user).toMatchObject({
      email: next.email,
      name: 'Meera Joshi',
      role: 'enterprise',
      language: 'en',
    });

    const laptop = new CookieJar();
    await chooseRole(laptop, 'creator'); // a role chosen at sign-in must not change an existing account
    const signIn = await googleFlow(laptop, '/jobs/7');
    expect(signIn.statusCode).toBe(302);
    expect(signIn.headers.location).toBe('/jobs/7');
    const again = await me(laptop);
    expect(again.user).toMatchObject({ id: first.user.id, role: 'enterprise' });
    expect(await app.db.select().from(users).where(eq(users.email, next.email))).toHaveLength(1);
    const linked = await app.db.select().from(accounts).where(eq(accounts.userId, first.user.id));
    expect(linked.map((a) => a.providerId)).toEqual(['google']);
  });

  it('creates a creator when the visitor chose creator', async () => {
    next = { sub: `google-${randomUUID()}`, email: uniqueEmail('google'), name: 'Ravi Kumar' };
    const browser = new CookieJar();
    // The visitor was reading in Kannada: the web app keeps that in its language cookie.
    browser.store(`${LANGUAGE_COOKIE}=kn; Path=/; Max-Age=31536000; SameSite=Lax`);
    await chooseRole(browser, 'creator');
    await googleFlow(browser, '/onboarding');
    expect((await me(browser)).user).toMatchObject({ email: next.email, role: 'creator', language: 'kn' });
  });

  it('creates no account when no role was chosen, and says why in the redirect', async () => {
    next = { sub: `google-${randomUUID()}`, email: uniqueEmail('google'), name: 'No Role' };
    const browser = new CookieJar();
    const response = await googleFlow(browser, '/dashboard');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/signin\?error=role_required/);
    expect((await me(browser)).user).toBeNull();
    expect(await app.db.select().from(users).where(eq(users.email, next.email))).toHaveLength(0);
  });

  it('ignores a forged or tampered role cookie', async () => {
    next = { sub: `google-${randomUUID()}`, email: uniqueEmail('google'), name: 'Forger' };
    const browser = new CookieJar();
    const forged = signOAuthRole('creator', 'not-the-server-secret-not-the-server-secret');
    browser.store(`${OAUTH_ROLE_COOKIE}=${forged}; Path=/api/auth`);
    browser.store(`kalasetu.x=1; Path=/`);
    const response = await googleFlow(browser, '/dashboard');
    expect(response.headers.location).toMatch(/error=role_required/);
    expect(await app.db.select().from(profiles).where(eq(profiles.name, 'Forger'))).toHaveLength(0);
  });

  it('refuses admin and unknown roles', async () => {
    for (const role of ['admin', 'superuser', '']) {
      const response = await chooseRole(new CookieJar(), role);
      expect(response.statusCode).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('the signed role cookie', () => {
  const secret = 'a-test-secret-that-is-long-enough-000';

  it('round-trips creator and enterprise, and expires after ten minutes', () => {
    const now = Date.now();
    expect(verifyOAuthRole(signOAuthRole('enterprise', secret, now), secret, now)).toBe('enterprise');
    expect(verifyOAuthRole(signOAuthRole('creator', secret, now), secret, now + 9 * 60_000)).toBe('creator');
    expect(verifyOAuthRole(signOAuthRole('creator', secret, now), secret, now + 11 * 60_000)).toBeNull();
  });

  it('refuses a value whose role or expiry was edited', () => {
    const value = signOAuthRole('creator', secret);
    const [, expires, mac] = value.split('.');
    expect(verifyOAuthRole(`admin.${expires}.${mac}`, secret)).toBeNull();
    expect(verifyOAuthRole(`enterprise.${expires}.${mac}`, secret)).toBeNull();
    expect(verifyOAuthRole(`creator.${Number(expires) + 1}.${mac}`, secret)).toBeNull();
    expect(verifyOAuthRole('garbage', secret)).toBeNull();
  });
});

describe('Google sign-in without configuration', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('says Google is not available', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/accounts/providers' })).json()).toEqual({
      google: false,
    });
  });

  it('answers a translated 400 instead of failing', async () => {
    for (const [lang, text] of [
      ['en', 'Google sign-in is not configured'],
      ['kn', 'Google ಸೈನ್ ಇನ್ ಕಾನ್ಫಿಗರ್ ಆಗಿಲ್ಲ'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: TEST_ORIGIN, 'accept-language': lang },
        payload: { provider: 'google', callbackURL: '/dashboard' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('google_not_configured');
      expect(response.json().error.message).toContain(text);
    }
  });

  it('still accepts the role choice (the sign-up screens do not need to know)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/accounts/oauth-role',
      headers: { origin: TEST_ORIGIN },
      payload: { role: 'creator' },
    });
    expect(response.statusCode).toBe(200);
    expect(cookieFrom(response.headers['set-cookie'])).toMatch(
      new RegExp(`^${OAUTH_ROLE_COOKIE}=creator\\.`),
    );
  });
});
