import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_SUBSCRIPTIONS_PER_ACCOUNT } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { formatPaise } from '@kalasetu/shared/money';
import type { NoticePreferences } from '@kalasetu/shared/notices';
import { deliveries } from '../../db/schema/deliveries';
import { channelConsents } from '../../db/schema/notice-choices';
import { pushSubscriptions } from '../../db/schema/push-subscriptions';
import { buildSecondInstance, buildTestApp } from '../../test/build-test-app';
import { injectAs, makeAdmin, makeCreator, type TestUser } from '../../test/factories';
import { daytimeSoon } from '../../test/ist-clock';
import { holdMailPasses } from '../../test/mail-passes';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
  type StandInSubscription,
} from '../../test/push-service-stand-in';
import { act, approvedDeal, newUtr, DEAL_PAISE } from '../payments/payments.fixtures';
import { sendDueNotices } from './outbound.service';

/** Browser push through a local push service that checks the VAPID signature and decrypts what it is sent. */
describe('browser push', () => {
  let app: FastifyInstance;
  let pushService: PushServiceStandIn;
  let admin: TestUser;
  let release: () => Promise<void>;

  beforeAll(async () => {
    release = await holdMailPasses();
    pushService = await startPushServiceStandIn();
    app = await buildTestApp();
    app.config.push.serviceHosts = [pushService.host];
    admin = await makeAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
    await pushService?.close();
    await release?.();
  });

  const subscribe = (user: TestUser, subscription: Pick<StandInSubscription, 'endpoint' | 'keys'>) =>
    injectAs(app, user, { method: 'POST', url: '/api/me/push-subscriptions', payload: subscription });
  const pushState = (body: string) =>
    (JSON.parse(body) as { preferences: NoticePreferences }).preferences.channels.find(
      (c) => c.channel === 'push',
    );
  const browsersOf = (user: TestUser) =>
    app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  const pushesTo = (subscription: StandInSubscription) =>
    pushService.received.filter((push) => push.subscription === subscription.id);

  it('hands out one VAPID public key, made on the first start and kept for every instance', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/push/key' });
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const second = await buildSecondInstance(app);
    try {
      const again = await second.inject({ method: 'GET', url: '/api/push/key' });
      expect(again.json()).toEqual({ publicKey });
    } finally {
      await second.close();
    }
  });

  it('subscribing records the opt-in with its time; the last browser removed ends it', async () => {
    const creator = await makeCreator(app);
    const browser = pushService.subscribe();
    const subscribed = await subscribe(creator, browser);
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(pushState(subscribed.body)).toMatchObject({ optedIn: true, optedInAt: expect.any(String) });
    expect(await browsersOf(creator)).toHaveLength(1);

    const removed = await injectAs(app, creator, {
      method: 'POST',
      url: '/api/me/push-subscriptions/remove',
      payload: { endpoint: browser.endpoint },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(pushState(removed.body)).toMatchObject({ optedIn: false });
    expect(await browsersOf(creator)).toHaveLength(0);
    const [consent] = await app.db
      .select()
      .from(channelConsents)
      .where(and(eq(channelConsents.userId, creator.id), eq(channelConsents.channel, 'push')));
    expect(consent?.revokedAt).toBeInstanceOf(Date);
  });

  it('refuses an endpoint that is not a listed push service, and anyone signed out', async () => {
    const creator = await makeCreator(app);
    const { keys } = pushService.subscribe();
    for (const endpoint of [
      'https://internal.example.com/push/1',
      'http://fcm.googleapis.com/fcm/send/1',
      'https://10.0.0.1/push/1',
      'https://user:pw@127.0.0.1/push/1',
    ]) {
      const response = await subscribe(creator, { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'push_endpoint_refused' } });
    }
    expect(await browsersOf(creator)).toHaveLength(0);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      payload: pushService.subscribe(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`keeps the newest ${PUSH_SUBSCRIPTIONS_PER_ACCOUNT} browsers of an account`, async () => {
    const creator = await makeCreator(app);
    const browsers = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_ACCOUNT + 2 }, () =>
      pushService.subscribe(),
    );
    for (const browser of browsers) expect((await subscribe(creator, browser)).statusCode).toBe(200);
    const kept = (await browsersOf(creator)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      browsers
        .slice(2)
        .map((b) => b.endpoint)
        .sort(),
    );
  });

  it('sends "check your bank, then confirm" once, signed and encrypted, in Hindi, saying how to stop', async () => {
    const deal = await approvedDeal(app, admin);
    await injectAs(app, deal.creator, {
      method: 'PUT',
      url: '/api/me/language',
      payload: { language: 'hi' },
    });
    const browser = pushService.subscribe();
    expect((await subscribe(deal.creator, browser)).statusCode).toBe(200);
    const paid = await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
      utr: newUtr(),
      amountPaise: DEAL_PAISE,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await sendDueNotices(app, daytimeSoon());

    const pushes = pushesTo(browser);
    expect(pushService.refused).toEqual([]);
    expect(pushes).toHaveLength(1);
    const { publicKey } = (await app.inject({ method: 'GET', url: '/api/push/key' })).json<{
      publicKey: string;
    }>();
    expect(pushes[0]!.vapidKey).toBe(publicKey);
    expect(pushes[0]!.claims.sub).toBe('mailto:no-reply@kalasetu.local');
    const payload = JSON.parse(pushes[0]!.text) as Record<string, string>;
    const [row] = await app.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.userId, deal.creator.id), eq(deliveries.channel, 'push')));
    const values = {
      name: row!.params.name ?? '',
      title: row!.params.title ?? '',
      amount: formatPaise(1_500_000),
    };
    expect(payload).toEqual({
      title: translate('hi', 'notice.subject.paymentRecorded', values),
      body: `${translate('hi', 'notice.text.paymentRecorded', values)}\n${translate('hi', 'notice.stop.push')}`,
      url: `http://localhost:3000/jobs/${deal.jobId}/agreement`,
      lang: 'hi',
      tag: 'payment_recorded',
    });
    expect(payload.body).toMatch(/[\u0900-\u097F]/);
    expect(row).toMatchObject({ status: 'sent' });
  });

  it('sends nothing for a kind the person turned push off for, and still sends the kinds left on', async () => {
    const deal = await approvedDeal(app, admin);
    const browser = pushService.subscribe();
    expect((await subscribe(deal.creator, browser)).statusCode).toBe(200);
    const off = await injectAs(app, deal.creator, {
      method: 'PUT',
      url: '/api/me/notice-preferences/choices',
      payload: { choices: { payment: { push: false } } },
    });
    expect(off.statusCode, off.body).toBe(200);
    await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
      utr: newUtr(),
      amountPaise: DEAL_PAISE,
    });
    await sendDueNotices(app, daytimeSoon());
    expect(pushesTo(browser)).toHaveLength(0);
    const mails = await app.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.userId, deal.creator.id), eq(deliveries.channel, 'email')));
    expect(mails.filter((m) => m.kind === 'payment_recorded')).toHaveLength(1);
  });

  it('forgets a browser its push service says is gone (410)', async () => {
    const deal = await approvedDeal(app, admin);
    const [gone, live] = [pushService.subscribe(), pushService.subscribe()];
    for (const browser of [gone, live]) expect((await subscribe(deal.creator, browser)).statusCode).toBe(200);
    pushService.forget(gone.id);
    await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
      utr: newUtr(),
      amountPaise: DEAL_PAISE,
    });
    await sendDueNotices(app, daytimeSoon());
    expect(pushesTo(live)).toHaveLength(1);
    expect((await browsersOf(deal.creator)).map((row) => row.endpoint)).toEqual([live.endpoint]);
  });
});
