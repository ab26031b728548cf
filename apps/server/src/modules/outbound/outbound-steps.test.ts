import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@kalasetu/shared/limits';
import type { Channel } from '@kalasetu/shared/notices';
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
import { daytimeSoon } from '../../test/ist-clock';
import { holdMailPasses } from '../../test/mail-passes';
import { accept, act, agreementOf, newUtr } from '../payments/payments.fixtures';
import { sendDueNotices } from './outbound.service';

/** The script each language is written in: a message in the reader's language shows it. */
const SCRIPT: Record<Language, RegExp> = {
  en: /[A-Za-z]/,
  hi: /[\u0900-\u097F]/,
  mr: /[\u0900-\u097F]/,
  kn: /[\u0C80-\u0CFF]/,
};

type Expected = [TestUser, string, Channel[]];

/**
 * The marketplace loop, step by step: each notice reaches exactly the person who must act, once per channel they chose
 * for its topic, in their language, and never on a channel they turned off or did not opt into.
 */
describe('every step reaches whoever must act', () => {
  let app: FastifyInstance;
  let release: () => Promise<void>;
  let sent: ReturnType<typeof recordDeliveries>;
  let enterprise: TestUser;
  let creator: TestUser;
  let second: TestUser;
  let admin: TestUser;
  const languages = new Map<string, Language>();
  let clock: Date;

  beforeAll(async () => {
    release = await holdMailPasses();
    // A whole loop sends one person more than an hour's budget: budgets have their own test.
    app = await buildTestApp({ deliveryBudgets: { email: 100, whatsapp: 100, sms: 100, push: 100 } });
    sent = recordDeliveries(app);
    [enterprise, creator, second, admin] = await Promise.all([
      makeEnterprise(app, { language: 'mr' }),
      makeCreator(app, { language: 'hi' }),
      makeCreator(app),
      makeAdmin(app),
    ]);
    await injectAs(app, admin, { method: 'PUT', url: '/api/me/language', payload: { language: 'kn' } });
    for (const [user, lang] of [
      [enterprise, 'mr'],
      [creator, 'hi'],
      [second, 'en'],
      [admin, 'kn'],
    ] as const)
      languages.set(user.id, lang);
    await Promise.all([givePhone(app, enterprise), givePhone(app, creator)]);
    await optIn(app, enterprise, 'whatsapp');
    await optIn(app, enterprise, 'sms');
    await optIn(app, creator, 'sms');
    const off = (user: TestUser, choices: object) =>
      injectAs(app, user, { method: 'PUT', url: '/api/me/notice-preferences/choices', payload: { choices } });
    expect((await off(enterprise, { payment: { sms: false } })).statusCode).toBe(200);
    expect((await off(second, { invitation: { email: false } })).statusCode).toBe(200);
    clock = daytimeSoon();
  });
  afterAll(async () => {
    await app?.close();
    await release?.();
  });

  /** Runs a pass a minute later and checks who got what: `expected` for our four people, nothing else for them. */
  async function expectStep(step: string, title: string, expected: Expected[]) {
    const before = sent.sent.length;
    clock = new Date(clock.getTime() + 60_000);
    await sendDueNotices(app, clock);
    const fresh = sent.sent.slice(before);
    for (const user of [enterprise, creator, second, admin]) {
      // Admins are told of every recommendation and dispute in the database (others run on PostgreSQL too): only
      // the ones about this loop's job count for ours.
      const mine = fresh.filter(
        (m) =>
          m.recipient.userId === user.id &&
          (user !== admin || m.message.lines.some((l) => l.includes(title))),
      );
      const want = expected
        .filter(([to]) => to === user)
        .flatMap(([, kind, channels]) => channels.map((channel) => `${channel}:${kind}`))
        .sort();
      expect(mine.map((m) => `${m.channel}:${m.message.template}`).sort(), `${step}: ${user.role}`).toEqual(
        want,
      );
      const lang = languages.get(user.id)!;
      for (const m of mine) {
        expect(m.message.lang, step).toBe(lang);
        expect(m.message.lines.join(' '), step).toMatch(SCRIPT[lang]);
      }
    }
  }

  const E3: Channel[] = ['email', 'sms', 'whatsapp'];
  const C2: Channel[] = ['email', 'sms'];

  it('hiring, the agreement, deliveries, payments and a dispute', async () => {
    const title = `Saree catalogue ${randomUUID().slice(0, 6)}`;
    const job = await makeJob(app, enterprise.id, { title, deadline: new Date('2030-01-15T00:00:00Z') });
    const applied = await injectAs(app, creator, {
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      payload: { proposedPrice: '15000', coverLetter: 'I shoot silk in daylight.' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json().application.id as number;
    await expectStep('new application', title, [[enterprise, 'application_received', E3]]);

    await injectAs(app, enterprise, { method: 'POST', url: `/api/applications/${applicationId}/recommend` });
    await expectStep('recommendation waiting', title, [[admin, 'recommendation_received', ['email']]]);

    const hired = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/admin/recommendations/${applicationId}/accept`,
    });
    expect(hired.statusCode, hired.body).toBe(200);
    await expectStep('hire approved', title, [
      [creator, 'assigned', C2],
      [enterprise, 'recommendation_accepted', E3],
    ]);

    const base = `/api/jobs/${job.id}/agreement`;
    const terms = { pricePaise: 1_500_000, deliverables: '40 photos', dueDate: '2030-01-10', milestones: [] };
    expect((await act(app, enterprise, 'PUT', base, terms)).statusCode).toBe(200);
    await expectStep('agreement proposed', title, [[creator, 'agreement_proposed', C2]]);
    const asked = await act(app, creator, 'POST', `${base}/request-change`, { message: 'Add 10 reels' });
    expect(asked.statusCode, asked.body).toBe(200);
    await expectStep('change requested', title, [[enterprise, 'agreement_change_requested', E3]]);
    expect((await act(app, enterprise, 'PUT', base, { ...terms, pricePaise: 1_800_000 })).statusCode).toBe(
      200,
    );
    await expectStep('agreement changed', title, [[creator, 'agreement_changed', C2]]);
    expect((await accept(app, creator, job.id)).statusCode).toBe(200);
    await expectStep('agreement accepted', title, [[enterprise, 'agreement_accepted', E3]]);

    const [part] = (await agreementOf(app, enterprise, job.id)).milestones;
    const PRICE = 1_800_000;
    const milestone = `/api/milestones/${part!.id}`;
    const deliver = () =>
      act(app, creator, 'POST', `${milestone}/deliver`, { note: 'All photos', links: [] });
    expect((await deliver()).statusCode).toBe(200);
    await expectStep('part delivered', title, [[enterprise, 'work_delivered', E3]]);
    expect(
      (await act(app, enterprise, 'POST', `${milestone}/request-changes`, { note: 'Brighter' })).statusCode,
    ).toBe(200);
    await expectStep('changes requested', title, [[creator, 'delivery_changes_requested', C2]]);
    expect((await deliver()).statusCode).toBe(200);
    await expectStep('delivered again', title, [[enterprise, 'work_delivered', E3]]);
    expect(
      (await act(app, enterprise, 'POST', `${milestone}/approve`, { amountPaise: PRICE })).statusCode,
    ).toBe(200);
    await expectStep('part approved', title, [[creator, 'delivery_approved', C2]]);

    await act(app, creator, 'PUT', '/api/me/payout', { vpa: 'meera@okaxis' });
    const pay = () =>
      act(app, enterprise, 'POST', `${milestone}/payment`, { utr: newUtr(), amountPaise: PRICE });
    expect((await pay()).statusCode).toBe(200);
    await expectStep('payment recorded', title, [[creator, 'payment_recorded', C2]]);
    const paymentId = async () => (await agreementOf(app, creator, job.id)).milestones[0]!.payment!.id;
    const disputed = await act(app, creator, 'POST', `/api/payments/${await paymentId()}/dispute`, {
      note: 'Nothing in my account',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    await expectStep('dispute opened', title, [
      [enterprise, 'payment_disputed', E3],
      [admin, 'dispute_opened', ['email']],
    ]);
    const resolved = await act(app, admin, 'POST', `/api/admin/payments/${await paymentId()}/resolve`, {
      outcome: 'void',
      note: 'The bank shows no transfer',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await expectStep('dispute resolved', title, [
      [enterprise, 'dispute_voided', E3],
      [creator, 'dispute_voided', C2],
    ]);
    expect((await pay()).statusCode).toBe(200);
    await expectStep('paid again', title, [[creator, 'payment_recorded', C2]]);
    expect(
      (await act(app, creator, 'POST', `/api/payments/${await paymentId()}/confirm`, { amountPaise: PRICE }))
        .statusCode,
    ).toBe(200);
    // The enterprise turned SMS off for payments: e-mail and WhatsApp only. The confirmed payment completes the
    // agreement (approved and paid), so both sides are asked to review each other.
    await expectStep('payment confirmed', title, [
      [enterprise, 'payment_confirmed', ['email', 'whatsapp']],
      [creator, 'review_requested', C2],
      [enterprise, 'review_requested', E3],
    ]);
  });

  it('a declined hire, a direct assignment and invitations', async () => {
    const title = `Spice packs ${randomUUID().slice(0, 6)}`;
    const job = await makeJob(app, enterprise.id, { title });
    const applied = await injectAs(app, second, {
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      payload: { proposedPrice: '9000', coverLetter: 'Packshots on white.' },
    });
    const applicationId = applied.json().application.id as number;
    await injectAs(app, enterprise, { method: 'POST', url: `/api/applications/${applicationId}/recommend` });
    await expectStep('recommended', title, [
      [enterprise, 'application_received', E3],
      [admin, 'recommendation_received', ['email']],
    ]);
    const declined = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/admin/recommendations/${applicationId}/decline`,
      payload: { reason: 'The portfolio shows no packshots' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await expectStep('hire declined', title, [
      [enterprise, 'recommendation_declined', E3],
      [second, 'recommendation_not_approved', ['email']],
    ]);
    const assigned = await injectAs(app, admin, {
      method: 'PUT',
      url: `/api/jobs/${job.id}/assignment`,
      payload: { creatorId: second.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await expectStep('assigned directly', title, [
      [enterprise, 'creator_assigned', E3],
      [second, 'assigned', ['email']],
    ]);

    const open = await makeJob(app, enterprise.id, { title: `${title} II` });
    for (const invited of [creator, second]) {
      const response = await injectAs(app, enterprise, {
        method: 'POST',
        url: `/api/jobs/${open.id}/invitations`,
        payload: { creatorId: invited.id },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    // The second creator turned e-mail off for invitations: the app alone tells them.
    await expectStep('invitations', title, [[creator, 'invitation_received', C2]]);
  });
});
