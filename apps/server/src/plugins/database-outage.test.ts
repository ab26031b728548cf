import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDbClient } from '../db/client';
import { sessions } from '../db/schema/sessions';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../lib/errors';
import { buildTestApp, TEST_ORIGIN } from '../test/build-test-app';
import { makeCreator } from '../test/factories';
import { isDatabaseUnavailable } from './error-handler';

const RETRY_AFTER = String(UNAVAILABLE_RETRY_AFTER_SECONDS);

/** An app whose PostgreSQL refuses every connection: nothing listens on the port (a stopped database). */
async function buildAppWithDatabaseDown(): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-outage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    PUBLIC_URL: TEST_ORIGIN,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const dbClient = await createDbClient({ url: 'postgres://postgres@127.0.0.1:9/kalasetu_down', poolMax: 2 });
  return buildApp(config, { dbClient, closeDbClient: true, logger: false });
}

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['admin shutdown (57P01)', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'starting up (57P03)',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool wait timeout', new Error('timeout exceeded when trying to connect')],
    ['a connect timeout', new Error('timeout expired')],
  ])('recognises %s, also inside a query error', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain bug', new TypeError('undefined is not a function')],
  ])('does not take %s for an outage', (_name, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});

describe('while the database refuses connections', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppWithDatabaseDown();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers an API read 503 with Retry-After and a translated message', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/jobs',
      headers: { 'accept-language': 'hi' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(RETRY_AFTER);
    expect(response.json()).toEqual({
      error: { code: 'unavailable', message: translate('hi', 'errors.unavailable') },
    });
  });

  it('answers a write 503 with Retry-After, in the visitor language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN, 'accept-language': 'kn' },
      payload: {
        name: 'Asha',
        email: 'asha@example.test',
        subject: 'Hello',
        message: 'Is anyone there to answer this?',
      },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(RETRY_AFTER);
    expect(response.json().error.message).toBe(translate('kn', 'errors.unavailable'));
  });

  it('answers sign-in 503, not the bare 500 better-auth gives for a failed query', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'someone@example.test', password: 'Secret@123' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(RETRY_AFTER);
    expect(response.json().error.code).toBe('unavailable');
  });

  it('answers a signed-in request 503 when the session cannot be read', async () => {
    const getSession = vi
      .spyOn(app.auth.api, 'getSession')
      .mockRejectedValue(new APIError('INTERNAL_SERVER_ERROR'));
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/creator/applications',
        headers: { cookie: 'kalasetu.session_token=any' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(RETRY_AFTER);
    } finally {
      getSession.mockRestore();
    }
  });

  it('reports the database down on /api/health', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(RETRY_AFTER);
    expect(response.json()).toEqual({ status: 'degraded', db: 'down' });
  });
});

describe('while the database answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps a session failure that is not an outage a 500, without Retry-After', async () => {
    const creator = await makeCreator(app);
    // Due for renewal, so better-auth reads it (a fresh session is read in one query, plugins/session-lookup.ts).
    const renewalDue = Date.now() + (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS - 60) * 1000;
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(renewalDue) })
      .where(eq(sessions.userId, creator.id));
    const getSession = vi
      .spyOn(app.auth.api, 'getSession')
      .mockRejectedValue(new APIError('INTERNAL_SERVER_ERROR'));
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/creator/applications',
        headers: { cookie: creator.cookie },
      });
      expect(response.statusCode).toBe(500);
      expect(response.headers['retry-after']).toBeUndefined();
      expect(getSession).toHaveBeenCalled();
    } finally {
      getSession.mockRestore();
    }
  });

  it('answers a signed-in request normally', async () => {
    const creator = await makeCreator(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/creator/applications',
      headers: { cookie: creator.cookie },
    });
    expect(response.statusCode).toBe(200);
  });
});
