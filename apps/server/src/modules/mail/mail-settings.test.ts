import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@kalasetu/shared/messages';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, makeCreator, type Actors, type TestUser } from '../../test/factories';
import { unsubscribeUrl } from './mail-runs';

const ALL_ON = { assigned: true, recommendation: true, invitation: true, unread_message: true };
const ANYWHERE = { area: 'anywhere', state: null, district: null, dailyLimit: null, delivery: 'in_app' };

/** The switches behind every mail, and unsubscribe links that work without signing in (decision 210). */
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

  it('starts with every mail on and saves each switch on the server', async () => {
    const creator = await makeCreator(app);
    expect((await read(creator)).json().settings).toEqual({ mail: ALL_ON, jobAlerts: ANYWHERE });
    const jobAlerts = {
      area: 'district',
      state: 'karnataka',
      district: 'Mysuru',
      dailyLimit: 3,
      delivery: 'digest',
    };
    const saved = await save(creator, { mail: { ...ALL_ON, unread_message: false }, jobAlerts });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(creator)).json().settings).toEqual({
      mail: { ...ALL_ON, unread_message: false },
      jobAlerts,
    });
    expect((await read(null)).statusCode).toBe(401);
  });

  it('refuses a district outside the chosen state, and keeps job alerts a creator’s', async () => {
    const creator = await makeCreator(app);
    const wrong = await save(creator, {
      mail: ALL_ON,
      jobAlerts: { ...ANYWHERE, area: 'district', state: 'kerala', district: 'Mysuru' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      'jobAlerts.district': translate('en', 'validation.districtSelect'),
    });
    const enterprise = await save(a.otherEnterprise, {
      mail: { ...ALL_ON, invitation: false },
      jobAlerts: { ...ANYWHERE, delivery: 'off' },
    });
    expect(enterprise.json().settings).toEqual({
      mail: { ...ALL_ON, invitation: false },
      jobAlerts: ANYWHERE,
    });
  });

  it('shows a confirm page without signing in, and unsubscribes only on POST, in the person’s language', async () => {
    const creator = await makeCreator(app);
    await injectAs(app, creator, { method: 'PUT', url: '/api/me/language', payload: { language: 'kn' } });
    const page = await app.inject({ method: 'GET', url: pathOf(creator, 'assigned') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="kn">');
    expect(page.body).toContain('<form method="post"');
    expect((await read(creator)).json().settings.mail.assigned).toBe(true);
    const done = await app.inject({ method: 'POST', url: pathOf(creator, 'assigned') });
    expect(done.statusCode).toBe(200);
    expect((await read(creator)).json().settings.mail).toEqual({ ...ALL_ON, assigned: false });
  });

  it('the digest’s link turns job alerts off', async () => {
    const creator = await makeCreator(app);
    await save(creator, { mail: ALL_ON, jobAlerts: { ...ANYWHERE, delivery: 'digest' } });
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
      `${other.id}.assigned.${signature}`, // another kind under this signature
      `${other.id}.${kind}.${signature!.slice(0, -2)}AA`, // a changed signature
      `${other.id}.${kind}`, // none at all
    ];
    for (const bad of forged) {
      const url = `/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`;
      expect((await app.inject({ method: 'GET', url })).statusCode, bad).toBe(404);
      expect((await app.inject({ method: 'POST', url })).statusCode, bad).toBe(404);
    }
    expect((await read(victim)).json().settings.mail).toEqual(ALL_ON);
    expect((await read(other)).json().settings.mail).toEqual(ALL_ON);
    // The other person's own link, opened by someone signed in as the victim, still changes only the other person.
    const url = `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
    expect((await injectAs(app, victim, { method: 'POST', url })).statusCode).toBe(200);
    expect((await read(victim)).json().settings.mail).toEqual(ALL_ON);
    expect((await read(other)).json().settings.mail).toEqual({ ...ALL_ON, invitation: false });
  });
});
