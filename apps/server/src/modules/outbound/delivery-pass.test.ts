import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELIVERY_EXPIRY_MS, DELIVERY_STUCK_MS } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { deliveries } from '../../db/schema/deliveries';
import type { OutboundChannel } from '../../lib/channels/channel';
import { buildTestApp } from '../../test/build-test-app';
import { recordDeliveries } from '../../test/deliveries';
import {
  givePhone,
  injectAs,
  makeAdmin,
  makeCreator,
  makeEnterprise,
  makeJob,
  optIn,
  type TestUser,
} from '../../test/factories';
import { daytimeSoon, nextIstTime } from '../../test/ist-clock';
import { holdMailPasses } from '../../test/mail-passes';
import { DEAL_PAISE, act, approvedDeal, newUtr } from '../payments/payments.fixtures';
import { sendDueNotices } from './outbound.service';
import { quietHoursEnd } from './quiet-hours';

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** The first moment after a minute from now that falls in quiet hours (21:00–08:00 in India). */
const quietSoon = () => {
  const soon = later(new Date(), 60_000);
  return quietHoursEnd(soon) ? soon : nextIstTime(soon, 21, 5);
};

/** The scheduled pass's rules: quiet hours, grouping, budgets, outages, and what is recorded instead of sent. */
describe('the delivery pass', () => {
  let app: FastifyInstance;
  let admin: TestUser;
  let sent: ReturnType<typeof recordDeliveries>;
  let release: () => Promise<void>;

  beforeAll(async () => {
    release = await holdMailPasses();
    app = await buildTestApp();
    admin = await makeAdmin(app);
    sent = recordDeliveries(app);
  });
  afterAll(async () => {
    await app?.close();
    await release?.();
  });

  const rowsOfIn = (on: FastifyInstance, user: TestUser, channel?: 'email' | 'sms' | 'whatsapp') =>
    on.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.userId, user.id), channel ? eq(deliveries.channel, channel) : undefined));
  const rowsOf = (user: TestUser, channel?: 'email' | 'sms' | 'whatsapp') => rowsOfIn(app, user, channel);
  const reachable = async (user: TestUser, ...channels: ('sms' | 'whatsapp')[]) => {
    await givePhone(app, user);
    for (const channel of channels) await optIn(app, user, channel);
  };
  const apply = async (creator: TestUser, jobId: number) => {
    const response = await injectAs(app, creator, {
      method: 'POST',
      url: `/api/jobs/${jobId}/applications`,
      payload: { proposedPrice: '9000', coverLetter: 'I can do it well' },
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  it('holds SMS and WhatsApp in quiet hours until 08:00 in India, except urgent notices; e-mail goes at once', async () => {
    const deal = await approvedDeal(app, admin);
    await reachable(deal.creator, 'sms', 'whatsapp');
    await reachable(deal.enterprise, 'sms');
    const paid = await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
      utr: newUtr(),
      amountPaise: DEAL_PAISE,
    });
    const paymentId = paid.json().agreement.milestones[0].payment.id as number;
    expect(
      (await act(app, deal.creator, 'POST', `/api/payments/${paymentId}/dispute`, { note: 'Not arrived' }))
        .statusCode,
    ).toBe(200);

    const night = quietSoon();
    const morning = quietHoursEnd(night)!;
    await sendDueNotices(app, night);
    const creatorSms = () => rowsOf(deal.creator, 'sms');
    expect((await creatorSms()).map((r) => [r.kind, r.status, r.note])).toEqual([
      ['payment_recorded', 'pending', 'quiet hours'],
    ]);
    expect((await creatorSms())[0]!.notBefore).toEqual(morning);
    // A dispute is urgent: the payer hears at once, by SMS too.
    expect(sent.to(deal.enterprise.id, 'sms').map((m) => m.message.template)).toEqual(['payment_disputed']);
    expect(sent.to(deal.creator.id, 'email').some((m) => m.message.template === 'payment_recorded')).toBe(
      true,
    );

    await sendDueNotices(app, later(morning, -60_000));
    expect(sent.to(deal.creator.id, 'sms')).toHaveLength(0);
    await sendDueNotices(app, morning);
    expect(sent.to(deal.creator.id, 'sms').map((m) => m.message.template)).toEqual(['payment_recorded']);
    expect(sent.to(deal.creator.id, 'whatsapp').map((m) => m.message.template)).toEqual(['payment_recorded']);
  });

  it('groups notices of one topic in the same moments into one message per channel', async () => {
    const enterprise = await makeEnterprise(app);
    await reachable(enterprise, 'whatsapp');
    const job = await makeJob(app, enterprise.id, { title: `Harvest film ${randomUUID().slice(0, 6)}` });
    const creators = await Promise.all(Array.from({ length: 7 }, () => makeCreator(app)));
    for (const creator of creators) await apply(creator, job.id);
    await sendDueNotices(app, daytimeSoon());

    const mails = sent.to(enterprise.id, 'email');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.subject).toBe(translate('en', 'notice.grouped.subject', { count: 7 }));
    // The newest five, and how many more.
    expect(mails[0]!.message.lines).toHaveLength(6);
    expect(mails[0]!.message.lines.at(-1)).toBe(translate('en', 'notice.grouped.more', { count: 2 }));
    expect(mails[0]!.message.lines[0]).toContain(creators[2]!.name);
    const whatsapp = sent.to(enterprise.id, 'whatsapp');
    expect(whatsapp.map((m) => [m.message.template, m.message.variables[0]])).toEqual([
      ['grouped', { name: 'count', value: '7' }],
    ]);
    expect((await rowsOf(enterprise)).every((row) => row.status === 'sent')).toBe(true);

    // A notice after the message went is a message of its own.
    await apply(await makeCreator(app), job.id);
    await sendDueNotices(app, later(daytimeSoon(), 60_000));
    expect(sent.to(enterprise.id, 'email').map((m) => m.message.template)).toEqual([
      'grouped',
      'application_received',
    ]);
  });

  it('keeps to a person’s hourly budget and the channel’s cap: the rest waits, it is not dropped', async () => {
    const budgeted = await buildTestApp({ deliveryBudgets: { email: 20, whatsapp: 6, sms: 2, push: 30 } });
    try {
      const budgetSent = recordDeliveries(budgeted);
      const deal = await approvedDeal(budgeted, await makeAdmin(budgeted));
      await givePhone(budgeted, deal.creator);
      await optIn(budgeted, deal.creator, 'sms');
      const invite = async (creatorId: string, title?: string) => {
        const job = await makeJob(budgeted, deal.enterprise.id, title ? { title } : {});
        const response = await injectAs(budgeted, deal.enterprise, {
          method: 'POST',
          url: `/api/jobs/${job.id}/invitations`,
          payload: { creatorId },
        });
        expect(response.statusCode, response.body).toBe(201);
      };
      const paid = await act(
        budgeted,
        deal.enterprise,
        'POST',
        `/api/milestones/${deal.milestoneId}/payment`,
        {
          utr: newUtr(),
          amountPaise: DEAL_PAISE,
        },
      );
      expect(paid.statusCode).toBe(200);
      await invite(deal.creator.id, 'Reel one');
      await invite(deal.creator.id, 'Reel two');
      const now = daytimeSoon();
      await sendDueNotices(budgeted, now);
      // The invitations go as one message, the payment as another: two SMS, the hour's budget.
      expect(budgetSent.to(deal.creator.id, 'sms')).toHaveLength(2);
      await invite(deal.creator.id, 'Reel three');
      await sendDueNotices(budgeted, later(now, 60_000));
      expect(budgetSent.to(deal.creator.id, 'sms')).toHaveLength(2);
      const waiting = (await rowsOfIn(budgeted, deal.creator, 'sms')).filter(
        (row) => row.status === 'pending',
      );
      expect(waiting.map((row) => row.note)).toEqual(['person budget']);
      const nextHour = later(now, 61 * 60_000);
      await sendDueNotices(budgeted, nextHour);
      expect(budgetSent.to(deal.creator.id, 'sms')).toHaveLength(3);

      // The channel's cap across everyone: one more SMS this hour, whoever it is for (counted as the pass will).
      const capped = later(nextHour, 60_000);
      const sentThisHour = (
        await budgeted.db.select().from(deliveries).where(eq(deliveries.channel, 'sms'))
      ).filter(
        (row) => row.status === 'sent' && row.groupedInto === null && row.sentAt! > later(capped, -3_600_000),
      ).length;
      budgeted.config.deliveryCaps.sms = sentThisHour + 1;
      const others = await Promise.all([makeCreator(budgeted), makeCreator(budgeted)]);
      for (const other of others) {
        await givePhone(budgeted, other);
        await optIn(budgeted, other, 'sms');
        await invite(other.id);
      }
      await sendDueNotices(budgeted, capped);
      const rows = await budgeted.db
        .select()
        .from(deliveries)
        .where(
          and(
            inArray(
              deliveries.userId,
              others.map((o) => o.id),
            ),
            eq(deliveries.channel, 'sms'),
          ),
        );
      expect(rows.map((row) => row.status).sort()).toEqual(['pending', 'sent']);
      expect(rows.find((row) => row.status === 'pending')!.note).toBe('channel cap');
    } finally {
      await budgeted.close();
    }
  });

  it('an SMS outage leaves e-mail going; a channel that hangs holds only itself', async () => {
    const original = app.channels.get('sms')!;
    const failing: OutboundChannel = {
      name: 'sms',
      needsOptIn: true,
      reaches: (recipient) => recipient.phone !== null,
      send: async () => ({ status: 'retry', reason: 'gateway down' }),
    };
    const enterprises = await Promise.all([1, 2, 3, 4].map(() => makeEnterprise(app)));
    const creator = await makeCreator(app);
    for (const enterprise of enterprises) {
      await reachable(enterprise, 'sms');
      await apply(creator, (await makeJob(app, enterprise.id)).id);
    }
    app.channels.register(failing);
    let resume = () => {};
    let hang = false;
    let stuck: Promise<unknown> = Promise.resolve();
    try {
      await sendDueNotices(app, daytimeSoon());
      for (const enterprise of enterprises) expect(sent.to(enterprise.id, 'email')).toHaveLength(1);
      const sms = await Promise.all(enterprises.map((e) => rowsOf(e, 'sms')));
      const notes = sms.map(([row]) => `${row!.status}:${row!.attempts}:${row!.note}`).sort();
      // Three tries fail; the fourth is not made in this pass (an outage), and counts no attempt.
      expect(notes).toEqual([
        'pending:0:outage',
        'pending:1:gateway down',
        'pending:1:gateway down',
        'pending:1:gateway down',
      ]);

      hang = true;
      const hanging: OutboundChannel = {
        ...failing,
        send: () =>
          hang
            ? new Promise((resolve) => {
                resume = () => resolve({ status: 'delivered' });
              })
            : Promise.resolve({ status: 'delivered' }),
      };
      app.channels.register(hanging);
      stuck = sendDueNotices(app, later(daytimeSoon(), 10 * 60_000));
      const other = await makeEnterprise(app);
      await apply(creator, (await makeJob(app, other.id)).id);
      // Passes go on while SMS hangs, and one of them sends the e-mail: this one, or the next when the hanging pass's
      // own e-mail channel was still busy (its claim made before the notice) and this one left e-mail to it.
      await vi.waitFor(
        async () => {
          await sendDueNotices(app, later(daytimeSoon(), 11 * 60_000));
          expect(sent.to(other.id, 'email')).toHaveLength(1);
        },
        { timeout: 10_000 },
      );
    } finally {
      // Released even when an expectation failed, or the hanging pass would hold SMS for the tests after this one.
      hang = false;
      resume();
      await stuck;
      app.channels.register(original);
    }
  });

  it('records instead of sending: consent withdrawn meanwhile, a day gone by, a send cut off', async () => {
    const enterprise = await makeEnterprise(app);
    await reachable(enterprise, 'sms', 'whatsapp');
    const creator = await makeCreator(app);
    await apply(creator, (await makeJob(app, enterprise.id)).id);
    const out = await injectAs(app, enterprise, {
      method: 'PUT',
      url: '/api/me/notice-preferences/channels/sms',
      payload: { optIn: false },
    });
    expect(out.statusCode).toBe(200);
    await injectAs(app, enterprise, {
      method: 'PUT',
      url: '/api/me/notice-preferences/choices',
      payload: { choices: { application: { whatsapp: false } } },
    });
    await sendDueNotices(app, daytimeSoon());
    expect((await rowsOf(enterprise, 'sms')).map((r) => [r.status, r.note])).toEqual([
      ['skipped', 'not opted in'],
    ]);
    expect((await rowsOf(enterprise, 'whatsapp')).map((r) => [r.status, r.note])).toEqual([
      ['skipped', 'turned off'],
    ]);

    const late = await makeEnterprise(app);
    await apply(creator, (await makeJob(app, late.id)).id);
    const [row] = await rowsOf(late, 'email');
    await sendDueNotices(app, later(row!.createdAt, DELIVERY_EXPIRY_MS + 60_000));
    expect((await rowsOf(late, 'email')).map((r) => r.status)).toEqual(['expired']);
    expect(sent.to(late.id)).toHaveLength(0);

    const cut = await makeEnterprise(app);
    await apply(creator, (await makeJob(app, cut.id)).id);
    const [claimed] = await rowsOf(cut, 'email');
    await app.db
      .update(deliveries)
      .set({ status: 'sending', claimedAt: claimed!.createdAt })
      .where(eq(deliveries.id, claimed!.id));
    await sendDueNotices(app, later(claimed!.createdAt, DELIVERY_STUCK_MS + 60_000));
    expect((await rowsOf(cut, 'email')).map((r) => [r.status, r.note])).toEqual([['failed', 'interrupted']]);
  });
});
