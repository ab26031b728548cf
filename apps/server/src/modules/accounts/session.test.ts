import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from '@kalasetu/shared/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
