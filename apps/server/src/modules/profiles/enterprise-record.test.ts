import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementMilestones } from '../../db/schema/agreement-milestones';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeAdmin, makeEnterprise, makeJob, type TestUser } from '../../test/factories';
import { act, agreementOf, approvedDeal, newUtr, DEAL_PAISE } from '../payments/payments.fixtures';

/** An enterprise's record on its profile and cards (docs/product/profiles.md). */
describe('an enterprise’s record', () => {
  let app: FastifyInstance;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await makeAdmin(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const recordOf = async (id: string) => {
    const response = await injectAs(app, null, { method: 'GET', url: `/api/enterprises/${id}/record` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().record;
  };

  /** A delivered, approved and paid part; the payment's id. */
  async function paidDeal() {
    const deal = await approvedDeal(app, admin);
    const paid = await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
      utr: newUtr(),
      amountPaise: DEAL_PAISE,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const payment = (await agreementOf(app, deal.creator, deal.jobId)).milestones[0]!.payment!;
    return { ...deal, paymentId: payment.id };
  }

  it('is empty for a new enterprise', async () => {
    const enterprise = await makeEnterprise(app);
    expect(await recordOf(enterprise.id)).toEqual({
      jobCount: 0,
      hireCount: 0,
      rating: { average: 0, count: 0 },
      payments: { count: 0, totalPaise: 0, confirmedShare: null, medianDaysToPay: null },
    });
  });

  it('counts jobs, hires and payments the creator confirmed, with the days from approval to payment', async () => {
    const deal = await paidDeal();
    await makeJob(app, deal.enterprise.id);
    expect(
      (
        await act(app, deal.creator, 'POST', `/api/payments/${deal.paymentId}/confirm`, {
          amountPaise: DEAL_PAISE,
        })
      ).statusCode,
    ).toBe(200);
    // The part was approved three days before it was paid.
    await app.db
      .update(agreementMilestones)
      .set({ approvedAt: sql`now() - interval '3 days'` })
      .where(eq(agreementMilestones.id, deal.milestoneId));
    expect(await recordOf(deal.enterprise.id)).toEqual({
      jobCount: 2,
      hireCount: 1,
      rating: { average: 0, count: 0 },
      payments: { count: 1, totalPaise: 1_500_000, confirmedShare: 1, medianDaysToPay: 3 },
    });
    const card = await injectAs(app, null, { method: 'GET', url: `/api/enterprises/${deal.enterprise.id}` });
    expect(card.json()).toMatchObject({ jobCount: 2, hireCount: 1, ratingAverage: 0, ratingCount: 0 });
  });

  it('does not count a disputed payment as confirmed', async () => {
    const deal = await paidDeal();
    const disputed = await act(app, deal.creator, 'POST', `/api/payments/${deal.paymentId}/dispute`, {
      note: 'Nothing arrived',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect((await recordOf(deal.enterprise.id)).payments).toMatchObject({
      count: 1,
      totalPaise: 1_500_000,
      confirmedShare: 0,
    });
  });

  it('answers 404 for someone who is not an enterprise', async () => {
    const response = await injectAs(app, null, { method: 'GET', url: `/api/enterprises/${admin.id}/record` });
    expect(response.statusCode).toBe(404);
  });
});
