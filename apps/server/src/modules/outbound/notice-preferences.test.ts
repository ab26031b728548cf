import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_CONSENT_CHANGES_PER_HOUR } from '@kalasetu/shared/limits';
import { TOPICS_OF_ROLE } from '@kalasetu/shared/notices';
import { channelConsents, noticeChoices } from '../../db/schema/notice-choices';
import { buildTestApp } from '../../test/build-test-app';
import {
  givePhone,
  injectAs,
  makeAdmin,
  makeCreator,
  makeEnterprise,
  uniqueMobile,
  type TestUser,
} from '../../test/factories';

/** Settings → Preferences: opt-ins recorded with their time, and channels per topic for the topics of one's role. */
describe('notice preferences', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const read = async (user: TestUser) => {
    const response = await injectAs(app, user, { method: 'GET', url: '/api/me/notice-preferences' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().preferences;
  };
  const consent = (user: TestUser, channel: string, optIn: boolean) =>
    injectAs(app, user, {
      method: 'PUT',
      url: `/api/me/notice-preferences/channels/${channel}`,
      payload: { optIn },
    });
  const choose = (user: TestUser, choices: object) =>
    injectAs(app, user, { method: 'PUT', url: '/api/me/notice-preferences/choices', payload: { choices } });
  const consentRow = async (user: TestUser, channel: 'sms' | 'whatsapp') => {
    const [row] = await app.db
      .select()
      .from(channelConsents)
      .where(and(eq(channelConsents.userId, user.id), eq(channelConsents.channel, channel)));
    return row;
  };

  it('starts with e-mail on for every topic of the role; WhatsApp and SMS wait for a confirmed phone and an opt-in', async () => {
    const creator = await makeCreator(app);
    const preferences = await read(creator);
    expect(preferences.channels).toEqual([
      { channel: 'email', optedIn: true, optedInAt: null, address: creator.email, needs: null },
      { channel: 'whatsapp', optedIn: false, optedInAt: null, address: null, needs: 'confirmed_phone' },
      { channel: 'sms', optedIn: false, optedInAt: null, address: null, needs: 'confirmed_phone' },
      { channel: 'push', optedIn: false, optedInAt: null, address: null, needs: null },
    ]);
    expect(preferences.topics).toEqual(TOPICS_OF_ROLE.creator);
    for (const topic of TOPICS_OF_ROLE.creator)
      expect(preferences.choices[topic]).toEqual({ email: true, whatsapp: true, sms: true, push: true });
    expect((await read(await makeAdmin(app))).topics).toEqual(['hire_review', 'dispute', 'unread_message']);
  });

  it('an opt-in needs a confirmed phone, is recorded with its time, and an opt-out keeps when it was given', async () => {
    const enterprise = await makeEnterprise(app);
    const phone = uniqueMobile();
    await givePhone(app, enterprise, { phone, verified: false });
    const refused = await consent(enterprise, 'sms', true);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'phone_unconfirmed']);
    expect(await consentRow(enterprise, 'sms')).toBeUndefined();

    await givePhone(app, enterprise, { phone });
    const before = new Date();
    const given = await consent(enterprise, 'sms', true);
    expect(given.statusCode, given.body).toBe(200);
    const sms = given.json().preferences.channels.find((c: { channel: string }) => c.channel === 'sms');
    // "+919812345678" reads "+91 98123 45678".
    const readable = `${phone.slice(0, 3)} ${phone.slice(3, 8)} ${phone.slice(8)}`;
    expect(sms).toMatchObject({ optedIn: true, address: readable, needs: null });
    const row = await consentRow(enterprise, 'sms');
    expect(row!.grantedAt.toISOString()).toBe(sms.optedInAt);
    expect(row!.grantedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // Opting in again changes nothing: consent keeps its first time.
    await consent(enterprise, 'sms', true);
    expect((await consentRow(enterprise, 'sms'))!.grantedAt).toEqual(row!.grantedAt);

    const withdrawn = await consent(enterprise, 'sms', false);
    expect(withdrawn.json().preferences.channels[2]).toMatchObject({ optedIn: false, optedInAt: null });
    const ended = await consentRow(enterprise, 'sms');
    expect(ended!.grantedAt).toEqual(row!.grantedAt);
    expect(ended!.revokedAt).not.toBeNull();
    await consent(enterprise, 'sms', true);
    const again = await consentRow(enterprise, 'sms');
    expect(again!.revokedAt).toBeNull();
    expect(again!.grantedAt.getTime()).toBeGreaterThan(row!.grantedAt.getTime());
  });

  it('e-mail needs no opt-in; unknown channels are refused', async () => {
    const creator = await makeCreator(app);
    const email = await consent(creator, 'email', false);
    expect([email.statusCode, email.json().error.code]).toEqual([409, 'channel_unavailable']);
    expect((await consent(creator, 'fax', true)).statusCode).toBe(400);
    expect((await injectAs(app, null, { method: 'GET', url: '/api/me/notice-preferences' })).statusCode).toBe(
      401,
    );
  });

  it('stores choices only for the topics of the person’s role and the channels the server has', async () => {
    const creator = await makeCreator(app);
    const saved = await choose(creator, {
      payment: { sms: false, email: true },
      application: { email: false },
      hire_review: { email: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().preferences.choices.payment).toEqual({
      email: true,
      whatsapp: true,
      sms: false,
      push: true,
    });
    const rows = await app.db.select().from(noticeChoices).where(eq(noticeChoices.userId, creator.id));
    expect(rows.map((row) => `${row.topic}.${row.channel}.${row.enabled}`).sort()).toEqual([
      'payment.email.true',
      'payment.sms.false',
    ]);
    expect((await choose(creator, { gossip: { email: true } })).statusCode).toBe(400);
    expect((await choose(creator, { payment: { email: 'yes' } })).statusCode).toBe(400);
  });

  it('limits how often one person opts in and out', async () => {
    const limited = await buildTestApp({ rateLimits: true });
    try {
      const creator = await makeCreator(limited);
      await givePhone(limited, creator);
      const flip = (optIn: boolean) =>
        injectAs(limited, creator, {
          method: 'PUT',
          url: '/api/me/notice-preferences/channels/whatsapp',
          payload: { optIn },
        });
      for (let i = 0; i < CHANNEL_CONSENT_CHANGES_PER_HOUR; i += 1)
        expect((await flip(i % 2 === 0)).statusCode).toBe(200);
      expect((await flip(true)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
