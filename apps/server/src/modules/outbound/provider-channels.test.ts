import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPaise } from '@kalasetu/shared/money';
import { deliveries } from '../../db/schema/deliveries';
import { buildTestApp } from '../../test/build-test-app';
import { recordDeliveries } from '../../test/deliveries';
import {
  givePhone,
  injectAs,
  makeAdmin,
  makeCreator,
  makeJob,
  optIn,
  type TestUser,
} from '../../test/factories';
import { holdMailPasses } from '../../test/mail-passes';
import { startMsg91StandIn, type Msg91StandIn } from '../../test/msg91-stand-in';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/whatsapp-stand-in';
import { DEAL_PAISE, act, approvedDeal, newUtr } from '../payments/payments.fixtures';
import { sendDueNotices } from './outbound.service';
import { daytimeSoon } from '../../test/ist-clock';

/** WhatsApp (Cloud API) and SMS (MSG91) through their local stand-ins, which check what they are sent. */
describe('WhatsApp and SMS providers', () => {
  let app: FastifyInstance;
  let whatsapp: WhatsAppStandIn;
  let sms: Msg91StandIn;
  let admin: TestUser;
  let release: () => Promise<void>;

  beforeAll(async () => {
    release = await holdMailPasses();
    [whatsapp, sms] = await Promise.all([startWhatsAppStandIn(), startMsg91StandIn()]);
    app = await buildTestApp({ whatsapp: whatsapp.config, sms: sms.config });
    admin = await makeAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([whatsapp?.close(), sms?.close()]);
    await release?.();
  });

  const reachable = async (user: TestUser, language: string) => {
    await injectAs(app, user, { method: 'PUT', url: '/api/me/language', payload: { language } });
    const phone = await givePhone(app, user);
    await optIn(app, user, 'whatsapp');
    await optIn(app, user, 'sms');
    return phone;
  };
  const rowsOf = (user: TestUser) => app.db.select().from(deliveries).where(eq(deliveries.userId, user.id));

  it('sends "check your bank, then confirm" as the kind’s template in the reader’s language, to the E.164 number', async () => {
    const deal = await approvedDeal(app, admin);
    const phone = await reachable(deal.creator, 'hi');
    const paid = await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
      utr: newUtr(),
      amountPaise: DEAL_PAISE,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await sendDueNotices(app, daytimeSoon());

    const toCreator = whatsapp.messages.filter((m) => m.to === phone);
    expect(toCreator).toHaveLength(1);
    const [name, amount, title, url] = toCreator[0]!.parameters;
    expect(toCreator[0]).toMatchObject({ template: 'kalasetu_payment_recorded', language: 'hi' });
    // The payer as the agreement names it: the enterprise's company.
    expect(name).toMatch(/^Firm /);
    expect(amount).toBe(formatPaise(1_500_000));
    expect(title).toMatch(/\S/);
    expect(url).toBe(`http://localhost:3000/jobs/${deal.jobId}/agreement`);

    const texts = sms.sent.filter((m) => m.mobile === phone.slice(1));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ template: 'payment_recorded', language: 'hi' });
    expect(texts[0]!.variables).toMatchObject({
      amount: '₹15,000',
      url: `http://localhost:3000/jobs/${deal.jobId}/agreement`,
      stop: 'http://localhost:3000/settings?tab=preferences',
    });
  });

  it('cuts SMS values to DLT’s 30 characters and keeps WhatsApp values on one line', async () => {
    const enterprise = (await approvedDeal(app, admin)).enterprise;
    const phone = await reachable(enterprise, 'en');
    const creator = await makeCreator(app, { name: 'Ananya Venkataraghavan Subramanian\nPhotography' });
    const job = await makeJob(app, enterprise.id, {
      title: 'A very long title for a wedding shoot in Dharwad',
    });
    const applied = await injectAs(app, creator, {
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      payload: { proposedPrice: '9000', coverLetter: 'I can do it well' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    await sendDueNotices(app, daytimeSoon());
    const text = sms.sent.find((m) => m.mobile === phone.slice(1) && m.template === 'application_received');
    expect(text?.variables.title).toBe('A very long title for a weddi…');
    const message = whatsapp.messages.find(
      (m) => m.to === phone && m.template.endsWith('application_received'),
    );
    expect(message?.parameters[0]).toBe('Ananya Venkataraghavan Subramanian Photography');
  });

  it('retries an outage with backoff, and records a number WhatsApp cannot reach without retrying it', async () => {
    const deal = await approvedDeal(app, admin);
    const phone = await reachable(deal.creator, 'kn');
    whatsapp.failNext({ status: 503, code: 2, message: 'Service temporarily unavailable', to: phone });
    sms.failNext({ status: 400, message: 'Invalid mobile number', mobile: phone.slice(1) });
    const paid = await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
      utr: newUtr(),
      amountPaise: DEAL_PAISE,
    });
    expect(paid.statusCode).toBe(200);
    const now = daytimeSoon();
    const recorded = recordDeliveries(app);
    await sendDueNotices(app, now);
    const rows = async () => Object.fromEntries((await rowsOf(deal.creator)).map((r) => [r.channel, r]));
    const first = await rows();
    expect(first.whatsapp).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.whatsapp!.notBefore.getTime()).toBe(now.getTime() + 60_000);
    expect(first.sms).toMatchObject({ status: 'failed', attempts: 1 });
    expect(first.sms!.note).toContain('Invalid mobile number');
    // E-mail went at once, whatever the other channels did.
    const mails = recorded
      .to(deal.creator.id, 'email')
      .filter((m) => m.message.template === 'payment_recorded');
    expect(mails).toHaveLength(1);

    await sendDueNotices(app, new Date(now.getTime() + 60_000));
    const second = await rows();
    expect(second.whatsapp).toMatchObject({ status: 'sent', attempts: 2 });
    expect(second.sms!.status).toBe('failed');
    expect(recorded.to(deal.creator.id, 'whatsapp')).toHaveLength(1);
  });

  it('a refused token is retried a few times, then recorded as failed, never retried forever', async () => {
    const deal = await approvedDeal(app, admin);
    const phone = await reachable(deal.creator, 'en');
    const outage = Array.from({ length: 5 }, () => ({
      status: 401,
      code: 190,
      message: 'Session has expired',
      to: phone,
    }));
    whatsapp.failNext(...outage);
    const paid = await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
      utr: newUtr(),
      amountPaise: DEAL_PAISE,
    });
    expect(paid.statusCode).toBe(200);
    let now = daytimeSoon();
    // Each pass at the moment the last one set (a backoff, or 08:00 when the retries ran into quiet hours).
    for (let pass = 0; pass < 8; pass += 1) {
      await sendDueNotices(app, now);
      const [row] = (await rowsOf(deal.creator)).filter((r) => r.channel === 'whatsapp');
      if (row!.status !== 'pending') break;
      now = row!.notBefore;
    }
    const [row] = (await rowsOf(deal.creator)).filter((r) => r.channel === 'whatsapp');
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    expect(row!.note).toContain('gave up');
  });
});
