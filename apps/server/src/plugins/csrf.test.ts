import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@kalasetu/shared/messages';
import { buildTestApp, TEST_ORIGIN } from '../test/build-test-app';
import { makeAdmin, makeCreator, type TestUser } from '../test/factories';
import { sendRaw } from '../test/security/raw-request';
import { SPELLINGS } from '../test/security/spellings';

/** better-auth's endpoints live behind one catch-all route, so the OpenAPI document cannot list them. */
const AUTH_WRITES = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-out',
  '/api/auth/sign-in/social',
  '/api/auth/change-password',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/change-email',
  '/api/auth/update-user',
  '/api/auth/revoke-sessions',
];
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** What a page on another site can make a browser send with the visitor's cookies. */
const CROSS_SITE: Array<[string, Record<string, string>]> = [
  ['Origin of another site', { origin: 'https://evil.example' }],
  ['Origin "null" (sandboxed frame)', { origin: 'null' }],
  ['Origin with our host on another scheme and port', { origin: 'http://localhost:3001' }],
  ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site without Origin', { 'sec-fetch-site': 'same-site' }],
];

describe('cross-origin form posts are refused on every state-changing route', () => {
  let app: FastifyInstance;
  let admin: TestUser;
  let creator: TestUser;
  let writes: Array<{ method: string; url: string }>;
  let baseUrl: string;
  beforeAll(async () => {
    app = await buildTestApp();
    [admin, creator] = await Promise.all([makeAdmin(app), makeCreator(app)]);
    const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    writes = Object.entries(doc.paths).flatMap(([route, methods]) =>
      WRITE_METHODS.filter((method) => methods[method]).map((method) => ({
        method: method.toUpperCase(),
        url: route.replace(/\{[^}]+\}/g, SAMPLE_ID),
      })),
    );
    writes.push(...AUTH_WRITES.map((url) => ({ method: 'POST', url })));
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the routes to try (every module that writes)', () => {
    const families = new Set(writes.map((w) => w.url.split('/')[2]));
    for (const family of ['accounts', 'me', 'jobs', 'profiles', 'portfolio', 'ratings', 'messages'])
      expect(families).toContain(family);
    for (const family of ['notifications', 'admin', 'contact', 'auth']) expect(families).toContain(family);
    expect(writes.length).toBeGreaterThan(30);
  });

  it.each(CROSS_SITE)('refuses a form post with %s, before anything runs', async (_label, headers) => {
    for (const { method, url } of writes) {
      const response = await app.inject({
        method: method as 'POST',
        url,
        headers: {
          ...headers,
          cookie: admin.cookie,
          'content-type': 'application/x-www-form-urlencoded',
          'accept-language': 'mr',
        },
        payload: 'email=victim%40example.test&password=x&language=hi',
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toEqual({ code: 'csrf', message: translate('mr', 'errors.csrf') });
    }
  });

  // Over a real connection: inject parses the URL and would fold `/./` and `x/../` away before the server saw them.
  it.each(SPELLINGS)('refuses it on every route spelled with %s', async (_label, respell) => {
    for (const { method, url } of writes) {
      const response = await sendRaw(baseUrl, respell(url), {
        method: method as 'POST',
        headers: { origin: 'https://evil.example', cookie: admin.cookie, 'content-type': 'text/plain' },
        payload: '{}',
      });
      expect(response.statusCode, `${method} ${respell(url)}`).toBe(403);
      expect((response.json() as { error: { code: string } }).error.code).toBe('csrf');
    }
  });

  it('leaves the victim signed in: a forged sign-out changes nothing', async () => {
    const forged = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', cookie: creator.cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['set-cookie']).toBeUndefined();
    const check = await app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: creator.cookie },
    });
    expect(check.statusCode).toBe(200);
  });

  it('refuses a form content type even from our own pages: the API reads JSON and multipart only', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: {
        origin: TEST_ORIGIN,
        cookie: creator.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'language=hi',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(translate('en', 'errors.unsupportedMedia'));
  });

  it('lets our own pages through (same origin, or a tool that is not a browser)', async () => {
    for (const headers of [{ origin: TEST_ORIGIN }, { 'sec-fetch-site': 'same-origin' }, {}]) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/me/language',
        headers: { ...headers, cookie: creator.cookie },
        payload: { language: 'hi' },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
