import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from '@kalasetu/shared/limits';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import { sessions } from '../../db/schema/sessions';
import { buildTestApp } from '../../test/build-test-app';
import { cookieFrom, injectAs, makeCreator, type TestUser } from '../../test/factories';

const SESSION_COOKIE = 'kalasetu.session_token';
const HOUR = 60 * 60 * 1000;

describe('session cookie renewal and expiry', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const sessionOf = async (user: TestUser) => {
    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    return row!;
  };
  /** Pretends the session was last renewed `ageMs` ago (what better-auth compares with updateAge). */
  const ageSession = async (user: TestUser, ageMs: number) => {
    const expiresAt = new Date(Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000 - ageMs);
    await app.db.update(sessions).set({ expiresAt }).where(eq(sessions.userId, user.id));
    return expiresAt;
  };
  const sessionCookieIn = (setCookie: string | string[] | undefined) =>
    (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).find((c) =>
      c.startsWith(`${SESSION_COOKIE}=`),
    );

  it('leaves a fresh session alone', async () => {
    const user = await makeCreator(app);
    const response = await injectAs(app, user, { method: 'GET', url: '/api/me' });
    expect(response.json().user.id).toBe(user.id);
    expect(sessionCookieIn(response.headers['set-cookie'])).toBeUndefined();
  });

  it('renews the cookie and the stored expiry once updateAge has passed', async () => {
    const user = await makeCreator(app);
    const before = await ageSession(user, SESSION_UPDATE_AGE_SECONDS * 1000 + HOUR);
    const response = await injectAs(app, user, { method: 'GET', url: '/api/me' });
    expect(response.json().user.id).toBe(user.id);
    const renewed = sessionCookieIn(response.headers['set-cookie']);
    expect(renewed).toMatch(new RegExp(`Max-Age=${SESSION_EXPIRES_IN_SECONDS}`));
    expect(renewed).toMatch(/HttpOnly/i);
    expect(renewed).toMatch(/SameSite=Lax/i);
    const after = (await sessionOf(user)).expiresAt;
    expect(after.getTime()).toBeGreaterThan(before.getTime() + SESSION_UPDATE_AGE_SECONDS * 1000);
    // The renewed cookie is a working one.
    const again = await injectAs(
      app,
      { ...user, cookie: cookieFrom(renewed) },
      { method: 'GET', url: '/api/me' },
    );
    expect(again.json().user.id).toBe(user.id);
  });

  it('renews on any authenticated request, not only /api/me', async () => {
    const user = await makeCreator(app);
    await ageSession(user, SESSION_UPDATE_AGE_SECONDS * 1000 + HOUR);
    const response = await injectAs(app, user, {
      method: 'PUT',
      url: '/api/me/language',
      payload: { language: 'hi' },
    });
    expect(response.statusCode).toBe(200);
    expect(sessionCookieIn(response.headers['set-cookie'])).toMatch(/Max-Age=\d{6}/);
  });

  it('refuses an expired session and tells the browser to drop the cookie', async () => {
    const user = await makeCreator(app);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const me = await injectAs(app, user, { method: 'GET', url: '/api/me' });
    expect(me.json().user).toBeNull();
    expect(sessionCookieIn(me.headers['set-cookie'])).toMatch(/Max-Age=0/);
    const write = await injectAs(app, user, {
      method: 'PUT',
      url: '/api/me/language',
      payload: { language: 'kn' },
    });
    expect(write.statusCode).toBe(401);
  });
});

/**
 * A signed-in request's session is read in one query (plugins/session-lookup.ts) unless better-auth has something to
 * do: renew, remove, or refuse. Either way the answer is the one better-auth would give.
 */
describe('session read in one query', () => {
  let app: FastifyInstance;
  let getSession: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    getSession?.mockRestore();
  });
  /** Counts better-auth's own session reads, letting each through. */
  const watchBetterAuth = () => (getSession = vi.spyOn(app.auth.api, 'getSession'));
  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const tokenCookie = (user: TestUser) =>
    user.cookie.split(';').find((c) => c.trim().startsWith(`${SESSION_COOKIE}=`))!;

  it('knows a signed-in reader without asking better-auth, with every other cookie beside it', async () => {
    const user = await makeCreator(app);
    watchBetterAuth();
    const response = await me(`lang=hi; ${tokenCookie(user)}; theme=dark`);
    expect(response.json().user).toMatchObject({ id: user.id, role: 'creator' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(getSession).not.toHaveBeenCalled();
    // Quoted, as some clients send it: read the same way.
    const [name, value] = tokenCookie(user).split(/=(.*)/s);
    expect((await me(`${name}="${value}"`)).json().user.id).toBe(user.id);
    // No session cookie at all: nobody, and nothing to ask.
    expect((await me('lang=hi')).json().user).toBeNull();
    expect(getSession).not.toHaveBeenCalled();
  });

  it('refuses a signature that is not exactly ours, and a session revoked a moment ago', async () => {
    const user = await makeCreator(app);
    const [name, value] = tokenCookie(user).split(/=(.*)/s) as [string, string];
    const decoded = decodeURIComponent(value);
    // The signature's first character changes its first bits (its last before "=" carries padding bits too).
    const dot = decoded.lastIndexOf('.');
    const flipped =
      decoded.slice(0, dot + 1) + (decoded[dot + 1] === 'A' ? 'B' : 'A') + decoded.slice(dot + 2);
    for (const forged of [flipped, decoded.split('.')[0]!, `${decoded.split('.')[0]}.`, `x${decoded}`]) {
      const response = await me(`${name}=${encodeURIComponent(forged)}`);
      expect(response.json().user, forged).toBeNull();
    }
    expect((await me(tokenCookie(user))).json().user.id).toBe(user.id);
    // The same bytes spelled otherwise (the last character's padding bits changed): not exactly ours, so better-auth
    // is asked, and it reads the bytes and knows the reader. Either way the answer is better-auth's.
    const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const last = decoded.at(-2)!;
    const respelled = decoded.slice(0, -2) + base64[base64.indexOf(last) ^ 1] + decoded.at(-1);
    watchBetterAuth();
    expect((await me(`${name}=${encodeURIComponent(respelled)}`)).json().user.id).toBe(user.id);
    expect(getSession).toHaveBeenCalledTimes(1);
    await app.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await me(tokenCookie(user))).json().user).toBeNull();
  });

  it('leaves to better-auth a session to renew, a doubled cookie and a cookie cache to clear', async () => {
    const user = await makeCreator(app);
    const other = await makeCreator(app);
    watchBetterAuth();
    // Named twice: better-auth reads the first.
    const doubled = await me(`${tokenCookie(other)}; ${tokenCookie(user)}`);
    expect(doubled.json().user.id).toBe(other.id);
    expect(getSession).toHaveBeenCalledTimes(1);
    // A leftover cookie cache: better-auth clears it and still reads the session.
    const cached = await me(
      `${tokenCookie(user)}; ${SESSION_COOKIE.replace('session_token', 'session_data')}=stale`,
    );
    expect(cached.json().user.id).toBe(user.id);
    expect(String(cached.headers['set-cookie'])).toMatch(/session_data=;.*Max-Age=0/);
    expect(getSession).toHaveBeenCalledTimes(2);
    // Due for renewal: better-auth moves the expiry and sends the new cookie.
    const expiresAt = new Date(
      Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000 - SESSION_UPDATE_AGE_SECONDS * 1000 - HOUR,
    );
    await app.db.update(sessions).set({ expiresAt }).where(eq(sessions.userId, user.id));
    const renewed = await me(tokenCookie(user));
    expect(renewed.json().user.id).toBe(user.id);
    expect(String(renewed.headers['set-cookie'])).toMatch(
      new RegExp(`${SESSION_COOKIE}=.*Max-Age=${SESSION_EXPIRES_IN_SECONDS}`),
    );
    expect(getSession).toHaveBeenCalledTimes(3);
    // Renewed, it is read in one query again.
    expect((await me(tokenCookie(user))).json().user.id).toBe(user.id);
    expect(getSession).toHaveBeenCalledTimes(3);
  });

  it('does not know an account whose profile is gone', async () => {
    const user = await makeCreator(app);
    await app.db.delete(profiles).where(eq(profiles.id, user.id));
    expect((await me(tokenCookie(user))).json().user).toBeNull();
  });
});
