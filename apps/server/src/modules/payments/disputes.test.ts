import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, type Actors } from '../../test/factories';
import { act, agreementOf, approvedDeal, DEAL_PAISE, hire, newUtr, accept } from './payments.fixtures';

describe('accept what you read, paid versus approved, disputes with evidence and outcomes', () => {
  let app: FastifyInstance;
  let a: Actors;
  beforeAll(async () => {
    app = await buildTestApp();
    a = await makeActors(app);
  });
  afterAll(() => app.close());

  it('refuses an accept of an older version of the terms (409) and an approval of another amount', async () => {
    const deal = await hire(app, a.admin);
    const base = `/api/jobs/${deal.jobId}/agreement`;
    const terms = { pricePaise: 900_000, deliverables: '20 photos', dueDate: '2030-01-10', milestones: [] };
    expect((await act(app, deal.enterprise, 'PUT', base, terms)).statusCode).toBe(200);
    const read = await agreementOf(app, deal.creator, deal.jobId);
    expect((await act(app, deal.enterprise, 'PUT', base, { ...terms, pricePaise: 800_000 })).statusCode).toBe(
      200,
    );
    const stale = await act(app, deal.creator, 'POST', `${base}/accept`, { version: read.version });
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, 'terms_changed']);
    expect((await agreementOf(app, deal.creator, deal.jobId)).status).toBe('proposed');
    expect((await accept(app, deal.creator, deal.jobId)).statusCode).toBe(200);
    const [part] = (await agreementOf(app, deal.creator, deal.jobId)).milestones;
    await act(app, deal.creator, 'POST', `/api/milestones/${part!.id}/deliver`, { note: 'Done' });
    const wrong = await act(app, deal.enterprise, 'POST', `/api/milestones/${part!.id}/approve`, {
      amountPaise: 900_000,
    });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([409, 'terms_changed']);
  });

  it('says ₹0 of the price is paid while approved; a part-paid outcome settles it and tells both', async () => {
    const deal = await approvedDeal(app, a.admin);
    const approved = await agreementOf(app, deal.enterprise, deal.jobId);
    expect(approved).toMatchObject({ status: 'approved', paidPaise: 0, outstandingPaise: DEAL_PAISE });
    const steps = await injectAs(app, deal.enterprise, { method: 'GET', url: '/api/me/next-steps' });
    expect(steps.json().steps).toContainEqual(
      expect.objectContaining({ kind: 'pay_part', jobId: deal.jobId }),
    );
    const paid = await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
      utr: newUtr(),
      amountPaise: DEAL_PAISE,
    });
    const paymentId = paid.json().agreement.milestones[0].payment.id as number;
    const creatorSteps = await injectAs(app, deal.creator, { method: 'GET', url: '/api/me/next-steps' });
    expect(creatorSteps.json().steps).toContainEqual(expect.objectContaining({ kind: 'confirm_payment' }));
    expect(
      (await act(app, deal.creator, 'POST', `/api/payments/${paymentId}/confirm`, { amountPaise: 1 }))
        .statusCode,
    ).toBe(409);
    await act(app, deal.creator, 'POST', `/api/payments/${paymentId}/dispute`, { note: 'Only 5,000 came' });

    // Evidence: the two parties add, admins and they read, anyone else learns nothing.
    const note = await act(app, deal.creator, 'POST', `/api/payments/${paymentId}/evidence`, {
      note: 'Statement',
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(
      (await act(app, a.admin, 'POST', `/api/payments/${paymentId}/evidence`, { note: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await act(app, a.otherCreator, 'POST', `/api/payments/${paymentId}/evidence`, { note: 'x' }))
        .statusCode,
    ).toBe(404);
    for (const user of [deal.enterprise, a.admin]) {
      const seen = await injectAs(app, user, { method: 'GET', url: `/api/payments/${paymentId}/dispute` });
      expect(seen.json().evidence).toMatchObject([{ side: 'creator', note: 'Statement' }]);
    }
    expect(
      (await injectAs(app, a.otherEnterprise, { method: 'GET', url: `/api/payments/${paymentId}/dispute` }))
        .statusCode,
    ).toBe(404);

    const resolve = (body: unknown) =>
      act(app, a.admin, 'POST', `/api/admin/payments/${paymentId}/resolve`, body);
    expect((await resolve({ outcome: 'part_paid', note: 'Half' })).statusCode).toBe(400);
    expect(
      (await resolve({ outcome: 'part_paid', amountPaise: DEAL_PAISE + 1, note: 'Too much' })).statusCode,
    ).toBe(422);
    const jobStatus = async () =>
      (await app.db.select().from(jobs).where(eq(jobs.id, deal.jobId)))[0]!.status;
    expect(await jobStatus()).toBe('assigned');
    const settled = await resolve({ outcome: 'part_paid', amountPaise: 500_000, note: 'Bank shows ₹5,000' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().agreement).toMatchObject({
      status: 'completed',
      paidPaise: 500_000,
      outstandingPaise: 0,
    });
    expect(settled.json().agreement.milestones[0].payment).toMatchObject({
      resolution: 'part_paid',
      amountPaise: 500_000,
    });
    // Settled, the job is completed through the jobs module's own step (completeJobIn), as an approval once did.
    expect(await jobStatus()).toBe('completed');
    for (const user of [deal.enterprise, deal.creator]) {
      const notices = await injectAs(app, user, { method: 'GET', url: '/api/notifications' });
      expect(notices.body).toContain('dispute_part_paid');
    }
    expect(
      (await act(app, deal.creator, 'POST', `/api/payments/${paymentId}/evidence`, { note: 'late' }))
        .statusCode,
    ).toBe(409);
  });
});
