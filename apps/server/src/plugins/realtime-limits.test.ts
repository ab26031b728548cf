import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_STREAMS_PER_USER } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { verifications } from '../db/schema/verifications';
import { buildSecondInstance, buildTestApp, listenOnLoopback, TEST_ORIGIN } from '../test/build-test-app';
import { injectAs, makeAdmin, makeCreator, signIn, TEST_PASSWORD, type TestUser } from '../test/factories';
import { openEventStream } from '../test/sse-client';

type Stream = Awaited<ReturnType<typeof openEventStream>>;

/** Live streams are capped, and end with the session that opened them (decision 161). */
describe('realtime streams: caps and session end', () => {
  /** One address's cap a little above one user's, so both caps can be hit with two accounts. */
  const PER_ADDRESS = REALTIME_STREAMS_PER_USER + 2;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  let distDir: string;
  const open: Stream[] = [];
  const stream = async (url: string, cookie: string) => {
    const s = await openEventStream(url, cookie);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-dist-'));
    await writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><title>KalaSetu</title><div id="root"></div>',
    );
    a = await buildTestApp({
      webDistDir: distDir,
      realtimeStreams: { perUser: REALTIME_STREAMS_PER_USER, perAddress: PER_ADDRESS },
    });
    b = await buildSecondInstance(a);
    urlA = await listenOnLoopback(a);
    urlB = await listenOnLoopback(b);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await b?.close();
    await a?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('refuses streams past the per-user and per-address caps with 429, while health and pages answer', async () => {
    const [heavy, neighbour] = await Promise.all([makeCreator(a), makeCreator(a)]);
    // Opened in parallel: the slot is reserved before the handler awaits, so a burst cannot overshoot.
    const burst = await Promise.all(
      Array.from({ length: REALTIME_STREAMS_PER_USER + 3 }, () => stream(urlA, heavy.cookie)),
    );
    const statuses = burst.map((s) => s.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(REALTIME_STREAMS_PER_USER);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);

    const refused = await fetch(`${urlA}/api/realtime`, {
      headers: { cookie: heavy.cookie, 'accept-language': 'kn' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      translate('kn', 'errors.tooManyStreams'),
    );

    // Another account behind the same address fills what is left of the address's cap, and no more.
    const second = await Promise.all([1, 2, 3].map(() => stream(urlA, neighbour.cookie)));
    expect(second.map((s) => s.status).sort()).toEqual([200, 200, 429]);
    expect(a.realtime.connectionCount()).toBe(PER_ADDRESS);

    expect((await fetch(`${urlA}/api/health`)).status).toBe(200);
    const page = await fetch(`${urlA}/jobs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    // Closing a tab frees its place.
    burst.find((s) => s.status === 200)!.close();
    await expect.poll(() => a.realtime.connectionCount()).toBe(PER_ADDRESS - 1);
    const reopened = await stream(urlA, heavy.cookie);
    expect(reopened.status).toBe(200);
    for (const s of [...burst, ...second, reopened]) s.close();
    await expect.poll(() => a.realtime.connectionCount()).toBe(0);
  });

  const post = (app: FastifyInstance, user: TestUser | null, url: string, payload: object = {}) =>
    injectAs(app, user, { method: 'POST', url, payload });

  it('ends the stream on every instance when its session signs out, and only that session', async () => {
    const user = await makeCreator(a);
    const otherCookie = await signIn(a, user.email);
    const onB = await stream(urlB, user.cookie);
    const otherDevice = await stream(urlB, otherCookie);
    expect([onB.status, otherDevice.status]).toEqual([200, 200]);
    expect((await post(a, user, '/api/auth/sign-out')).statusCode).toBe(200);
    await onB.ended;
    // The other device's stream still delivers.
    await a.realtime.publish(a.db, user.id, 'notification.created', { notificationId: 7 });
    await otherDevice.next((e) => e.payload.notificationId === 7);
    otherDevice.close();
  });

  it('ends the other devices’ streams on a password change and on revoking sessions', async () => {
    const user = await makeCreator(a);
    const phone = await signIn(a, user.email);
    const phoneStream = await stream(urlB, phone);
    const change = await post(a, user, '/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Another@12345',
    });
    expect(change.statusCode).toBe(200);
    await phoneStream.ended;

    const laptop = await signIn(a, user.email, 'Another@12345');
    const laptopStream = await stream(urlA, laptop);
    const revoke = await injectAs(a, null, {
      method: 'POST',
      url: '/api/auth/revoke-sessions',
      headers: { cookie: laptop, origin: TEST_ORIGIN },
      payload: {},
    });
    expect(revoke.statusCode).toBe(200);
    await laptopStream.ended;
  });

  it('ends every stream of an account whose password is reset', async () => {
    const user = await makeCreator(a);
    const s = await stream(urlB, user.cookie);
    expect(s.status).toBe(200);
    // The reset link's token as better-auth stores it when the mail is sent (the mail itself is tested elsewhere).
    const token = randomUUID().replaceAll('-', '');
    await a.db.insert(verifications).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const reset = await injectAs(a, null, {
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { token, newPassword: 'Another@12345' },
    });
    expect(reset.statusCode).toBe(200);
    await s.ended;
  });

  it('ends the streams of an account an admin deletes', async () => {
    const [admin, user] = await Promise.all([makeAdmin(a), makeCreator(a)]);
    const s = await stream(urlB, user.cookie);
    expect(s.status).toBe(200);
    const removed = await injectAs(a, admin, { method: 'DELETE', url: `/api/admin/users/${user.id}` });
    expect(removed.statusCode).toBe(200);
    await s.ended;
  });
});
