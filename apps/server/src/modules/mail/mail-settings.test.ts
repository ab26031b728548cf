import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { translate } from '@kalasetu/shared/messages';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, makeCreator, type Actors, type TestUser } from '../../test/factories';
import { unsubscribeUrl } from '../outbound/outbound.service';

const ANYWHERE = { area: 'anywhere', state: null, district: null, dailyLimit: null, delivery: 'in_app' };

/** Job-alert choices, and unsubscribe links that work without signing in (decision 210). */
describe('mail settings and unsubscribe links', () => {
  let app: FastifyInstance;
  let a: Actors;

  beforeAll(async () => {
    app = await buildTestApp();
    a = await makeActors(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const read = (user: TestUser | null) =>
    injectAs(app, user, { method: 'GET', url: '/api/me/mail-settings' });
  const save = (user: TestUser | null, payload: object) =>
    injectAs(app, user, { method: 'PUT', url: '/api/me/mail-settings', payload });
  const pathOf = (user: TestUser, kind: Parameters<typeof unsubscribeUrl>[2]) => {
    const url = new URL(unsubscribeUrl(app, user.id, kind));
    return url.pathname + url.search;
  };
  /** Whether `topic` still reaches `user` by e-mail (Settings → Preferences). */
  const mailed = async (user: TestUser, topic: string) => {
    const response = await injectAs(app, user, { method: 'GET', url: '/api/me/notice-preferences' });
    return response.json().preferences.choices[topic].email as boolean;
  };
  const emailTopics = async (user: TestUser) => {
    const response = await injectAs(app, user, { method: 'GET', url: '/api/me/notice-preferences' });
    const choices = response.json().preferences.choices as Record<string, { email: boolean }>;
    return Object.fromEntries(Object.entries(choices).map(([topic, channels]) => [topic, channels.email]));
  };

  it('starts with job alerts from anywhere in the app and saves the choices on the server', async () => {
    const creator = await makeCreator(app);
    expect((await read(creator)).json().settings).toEqual({ jobAlerts: ANYWHERE });
    const jobAlerts = {
      area: 'district',
      state: 'karnataka',
      district: 'Mysuru',
      dailyLimit: 3,
      delivery: 'digest',
    };
    const saved = await save(creator, { jobAlerts });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(creator)).json().settings).toEqual({ jobAlerts });
    expect((await read(null)).statusCode).toBe(401);
  });

  it('refuses a district outside the chosen state, and keeps job alerts a creator’s', async () => {
    const creator = await makeCreator(app);
    const wrong = await save(creator, {
      jobAlerts: { ...ANYWHERE, area: 'district', state: 'kerala', district: 'Mysuru' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      'jobAlerts.district': translate('en', 'validation.districtSelect'),
    });
    const enterprise = await save(a.otherEnterprise, { jobAlerts: { ...ANYWHERE, delivery: 'off' } });
    expect(enterprise.json().settings).toEqual({ jobAlerts: ANYWHERE });
  });

  it('shows a confirm page without signing in, and unsubscribes only on POST, in the person’s language', async () => {
    const creator = await makeCreator(app);
    await injectAs(app, creator, { method: 'PUT', url: '/api/me/language', payload: { language: 'kn' } });
    const page = await app.inject({ method: 'GET', url: pathOf(creator, 'hire') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="kn">');
    expect(page.body).toContain('<form method="post"');
    expect(await mailed(creator, 'hire')).toBe(true);
    const done = await app.inject({ method: 'POST', url: pathOf(creator, 'hire') });
    expect(done.statusCode).toBe(200);
    expect(await mailed(creator, 'hire')).toBe(false);
    // Only that topic's e-mail stopped.
    expect(await mailed(creator, 'payment')).toBe(true);
  });

  it('a link mailed before topics existed still stops what its kind became', async () => {
    const creator = await makeCreator(app);
    // How links were signed when `assigned` was a kind of mail of its own.
    const signature = createHmac('sha256', app.config.authSecret)
      .update(`unsubscribe:${creator.id}:assigned`)
      .digest('base64url');
    const url = `/api/mail/unsubscribe?token=${encodeURIComponent(`${creator.id}.assigned.${signature}`)}`;
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(200);
    expect(await mailed(creator, 'hire')).toBe(false);
  });

  it('the digest’s link turns job alerts off', async () => {
    const creator = await makeCreator(app);
    await save(creator, { jobAlerts: { ...ANYWHERE, delivery: 'digest' } });
    expect((await app.inject({ method: 'POST', url: pathOf(creator, 'job_digest') })).statusCode).toBe(200);
    expect((await read(creator)).json().settings.jobAlerts.delivery).toBe('off');
  });

  it('refuses a tampered token, and a token reaches only the person and the kind it was made for', async () => {
    const victim = await makeCreator(app);
    const other = await makeCreator(app);
    const token = new URL(unsubscribeUrl(app, other.id, 'invitation')).searchParams.get('token')!;
    const [, kind, signature] = token.split('.');
    const forged = [
      `${victim.id}.${kind}.${signature}`, // another person under this signature
      `${other.id}.hire.${signature}`, // another kind under this signature
      `${other.id}.${kind}.${signature!.slice(0, -2)}AA`, // a changed signature
      `${other.id}.${kind}`, // none at all
    ];
    for (const bad of forged) {
      const url = `/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`;
      expect((await app.inject({ method: 'GET', url })).statusCode, bad).toBe(404);
      expect((await app.inject({ method: 'POST', url })).statusCode, bad).toBe(404);
    }
    const allOn = await emailTopics(victim);
    expect(Object.values(allOn).every(Boolean)).toBe(true);
    expect(await emailTopics(other)).toEqual(allOn);
    // The other person's own link, opened by someone signed in as the victim, still changes only the other person.
    const url = `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
    expect((await injectAs(app, victim, { method: 'POST', url })).statusCode).toBe(200);
    expect(await emailTopics(victim)).toEqual(allOn);
    expect(await emailTopics(other)).toEqual({ ...allOn, invitation: false });
  });
});
