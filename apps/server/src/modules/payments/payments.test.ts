import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, type Actors } from '../../test/factories';
import { accept, DEAL_PAISE, act, agreementOf, approvedDeal, hire, newUtr } from './payments.fixtures';

/** UPI payments and disputes: every transition and every refusal, through the API. */
describe('UPI payments', () => {
  let app: FastifyInstance;
  let a: Actors;

  beforeAll(async () => {
    app = await buildTestApp();
    a = await makeActors(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const paymentRows = (milestoneId: number) =>
    app.db.select().from(payments).where(eq(payments.milestoneId, milestoneId));

  it('keeps the payout UPI ID to creators, format-checked', async () => {
    const creator = a.otherCreator;
    expect((await act(app, creator, 'PUT', '/api/me/payout', { vpa: 'not a vpa' })).statusCode).toBe(400);
    expect((await act(app, creator, 'PUT', '/api/me/payout', { vpa: 'name@' })).statusCode).toBe(400);
    expect((await act(app, a.enterprise, 'PUT', '/api/me/payout', { vpa: 'firm@okaxis' })).statusCode).toBe(
      403,
    );
    const saved = await act(app, creator, 'PUT', '/api/me/payout', { vpa: ' Ravi.Photo@YBL ' });
    expect(saved.json()).toEqual({ vpa: 'ravi.photo@ybl' });
    expect((await injectAs(app, creator, { method: 'GET', url: '/api/me/payout' })).json()).toEqual({
      vpa: 'ravi.photo@ybl',
    });
  });

  it('gives the enterprise an encoded UPI link for an approved part; records the UTR once; the creator confirms', async () => {
    const deal = await approvedDeal(app, a.admin);
    const agreement = await agreementOf(app, deal.enterprise, deal.jobId);
    const link = agreement.milestones[0]!.upiLink!;
    const url = new URL(link.replace('upi://', 'https://upi.invalid/'));
    expect(link.startsWith('upi://pay?pa=asha.k%40okicici&pn=')).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      pa: 'asha.k@okicici',
      pn: deal.creator.name,
      am: '15000.00',
      cu: 'INR',
      tn: agreement.jobTitle,
      tr: `KS${agreement.id}M${deal.milestoneId}`,
    });
    expect((await agreementOf(app, deal.creator, deal.jobId)).milestones[0]!.upiLink).toBeNull();

    const pay = (utr: string, user = deal.enterprise, key?: string) =>
      act(
        app,
        user,
        'POST',
        `/api/milestones/${deal.milestoneId}/payment`,
        { utr, amountPaise: DEAL_PAISE },
        key,
      );
    for (const bad of ['12345', '12345678901a', '1234567890123'])
      expect((await pay(bad)).statusCode).toBe(400);
    expect((await pay(newUtr(), deal.creator)).statusCode).toBe(403);
    expect((await pay(newUtr(), a.otherEnterprise)).statusCode).toBe(404);
    expect(await paymentRows(deal.milestoneId)).toHaveLength(0);

    const utr = newUtr();
    const recorded = await pay(utr, deal.enterprise, 'pay-key-0001-' + utr);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().agreement.milestones[0]).toMatchObject({
      upiLink: null,
      payment: { utr, status: 'recorded', amountPaise: 1_500_000, payeeVpa: 'asha.k@okicici' },
    });
    const retry = await pay(utr, deal.enterprise, 'pay-key-0001-' + utr);
    expect(retry.json()).toEqual(recorded.json());
    expect(await paymentRows(deal.milestoneId)).toHaveLength(1);
    // A second payment for the paid part, and the same UTR elsewhere, are refused.
    const second = await pay(newUtr());
    expect([second.statusCode, second.json().error.code]).toEqual([409, 'already_paid']);
    const other = await approvedDeal(app, a.admin);
    const reused = await act(app, other.enterprise, 'POST', `/api/milestones/${other.milestoneId}/payment`, {
      utr,
      amountPaise: DEAL_PAISE,
    });
    expect([reused.statusCode, reused.json().error.code]).toEqual([409, 'utr_taken']);

    const paymentId = recorded.json().agreement.milestones[0].payment.id as number;
    expect(
      (
        await act(app, deal.enterprise, 'POST', `/api/payments/${paymentId}/confirm`, {
          amountPaise: DEAL_PAISE,
        })
      ).statusCode,
    ).toBe(403);
    const confirmed = await act(app, deal.creator, 'POST', `/api/payments/${paymentId}/confirm`, {
      amountPaise: DEAL_PAISE,
    });
    expect(confirmed.json().agreement.milestones[0].payment.status).toBe('confirmed');
    expect(
      (
        await act(app, deal.creator, 'POST', `/api/payments/${paymentId}/confirm`, {
          amountPaise: DEAL_PAISE,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await act(app, deal.creator, 'POST', `/api/payments/${paymentId}/dispute`, { note: 'x' })).statusCode,
    ).toBe(409);
    const list = await injectAs(app, deal.enterprise, { method: 'GET', url: '/api/agreements' });
    expect(list.json().agreements[0]).toMatchObject({ paidPaise: 1_500_000, status: 'completed' });
  });

  it('refuses to record a payment before approval or without a creator UPI ID', async () => {
    const deal = await hire(app, a.admin, false);
    await accept(app, deal.creator, deal.jobId);
    const [part] = (await agreementOf(app, deal.enterprise, deal.jobId)).milestones;
    const pay = () =>
      act(app, deal.enterprise, 'POST', `/api/milestones/${part!.id}/payment`, {
        utr: newUtr(),
        amountPaise: DEAL_PAISE,
      });
    expect((await pay()).statusCode).toBe(409);
    await act(app, deal.creator, 'POST', `/api/milestones/${part!.id}/deliver`, { note: 'Done' });
    await act(app, deal.enterprise, 'POST', `/api/milestones/${part!.id}/approve`, {
      amountPaise: part!.amountPaise,
    });
    expect((await agreementOf(app, deal.enterprise, deal.jobId)).milestones[0]!.upiLink).toBeNull();
    const refused = await pay();
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'no_payout_vpa']);
  });

  it('opens a dispute admins see with the whole history; an admin resolves it either way', async () => {
    const deal = await approvedDeal(app, a.admin);
    const pay = (utr: string) =>
      act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
        utr,
        amountPaise: DEAL_PAISE,
      });
    const first = (await pay(newUtr())).json().agreement.milestones[0].payment.id as number;
    const disputed = await act(app, deal.creator, 'POST', `/api/payments/${first}/dispute`, {
      note: 'Nothing in my account',
    });
    expect(disputed.json().agreement.milestones[0].payment).toMatchObject({
      status: 'disputed',
      disputeNote: 'Nothing in my account',
    });

    expect(
      (await injectAs(app, deal.enterprise, { method: 'GET', url: '/api/admin/payments' })).statusCode,
    ).toBe(403);
    const queue = await injectAs(app, a.admin, { method: 'GET', url: '/api/admin/payments' });
    const item = queue.json().disputes.find((d: { payment: { id: number } }) => d.payment.id === first);
    expect(item.history.map((e: { action: string }) => e.action)).toEqual([
      'drafted',
      'accepted',
      'delivered',
      'approved',
      'work_approved',
      'payment_recorded',
      'payment_disputed',
    ]);

    const resolve = (user = a.admin, body: unknown = { outcome: 'void', note: 'Bank shows no credit' }) =>
      act(app, user, 'POST', `/api/admin/payments/${first}/resolve`, body);
    expect((await resolve(deal.enterprise)).statusCode).toBe(403);
    expect((await resolve(a.admin, { outcome: 'maybe', note: 'x' })).statusCode).toBe(400);
    const voided = await resolve();
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await resolve()).statusCode).toBe(409);
    // The void payment no longer counts: the enterprise pays again with a new UTR, which is disputed and then found.
    const again = await pay(newUtr());
    expect(again.statusCode, again.body).toBe(200);
    const secondId = again.json().agreement.milestones[0].payment.id as number;
    await act(app, deal.creator, 'POST', `/api/payments/${secondId}/dispute`, { note: 'Still nothing' });
    const found = await act(app, a.admin, 'POST', `/api/admin/payments/${secondId}/resolve`, {
      outcome: 'paid_in_full',
      note: 'Credited on the 3rd',
    });
    expect(found.json().agreement.milestones[0].payment).toMatchObject({
      status: 'confirmed',
      resolutionNote: 'Credited on the 3rd',
    });
    expect((await paymentRows(deal.milestoneId)).map((p) => p.status).sort()).toEqual(['confirmed', 'void']);
  });

  it('never changes amounts once a payment is recorded', async () => {
    const deal = await approvedDeal(app, a.admin);
    await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
      utr: newUtr(),
      amountPaise: DEAL_PAISE,
    });
    const edit = await act(app, deal.enterprise, 'PUT', `/api/jobs/${deal.jobId}/agreement`, {
      pricePaise: 100,
      deliverables: 'x',
      dueDate: '2030-01-01',
    });
    expect(edit.statusCode).toBe(409);
    expect((await agreementOf(app, deal.enterprise, deal.jobId)).pricePaise).toBe(1_500_000);
    // Nor may the job change hands once money was recorded on its agreement.
    const reassign = await injectAs(app, a.admin, {
      method: 'PUT',
      url: `/api/jobs/${deal.jobId}/assignment`,
      payload: { creatorId: a.otherCreator.id },
    });
    expect([reassign.statusCode, reassign.json().error.code]).toEqual([409, 'agreement_paid']);
  });
});
