import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments';
import { injectAs, makeAdmin, type TestUser } from '../../test/factories';
import { getStats } from '../admin/admin.service';
import { buildIsolatedApp, type IsolatedApp } from '../admin/isolated-test-app';
import { PAYMENT_CHART_MONTHS } from './payment-stats.service';
import { DEAL_PAISE, act, approvedDeal, newUtr } from './payments.fixtures';

const HOUR = 60 * 60 * 1000;

/** Money paid through the platform per month, and the time from assignment to first payment. */
describe('payment statistics for admins', () => {
  let app: FastifyInstance;
  let isolated: IsolatedApp;
  let admin: TestUser;
  beforeAll(async () => {
    isolated = await buildIsolatedApp();
    app = isolated.app;
    admin = await makeAdmin(app);
  });
  afterAll(async () => {
    await isolated.dispose();
  });

  /** A deal whose ₹15,000 payment was recorded `hours` after the assignment and confirmed on `confirmedAt`. */
  async function paidAfter(hours: number, confirmedAt: Date, outcome: 'confirmed' | 'void' = 'confirmed') {
    const deal = await approvedDeal(app, admin);
    const paid = await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
      utr: newUtr(),
      amountPaise: DEAL_PAISE,
    });
    const id = paid.json().agreement.milestones[0].payment.id as number;
    const assignedAt = new Date(confirmedAt.getTime() - 1000 * HOUR);
    await app.db.execute(
      sql`update agreements set created_at = ${assignedAt.toISOString()} where job_id = ${deal.jobId}`,
    );
    await app.db
      .update(payments)
      .set({ recordedAt: new Date(assignedAt.getTime() + hours * HOUR), status: outcome, confirmedAt })
      .where(eq(payments.id, id));
  }

  it('sums confirmed payments per month in India and takes the median and average time to the first one', async () => {
    const now = new Date('2026-11-20T10:00:00+05:30');
    // 1 November 00:30 in India is still October in UTC: it counts in November.
    await paidAfter(10, new Date('2026-11-01T00:30:00+05:30'));
    await paidAfter(20, new Date('2026-11-15T12:00:00+05:30'));
    await paidAfter(60, new Date('2026-09-03T12:00:00+05:30'));
    await paidAfter(5, new Date('2026-11-16T12:00:00+05:30'), 'void');

    const response = await injectAs(app, admin, { method: 'GET', url: '/api/admin/stats' });
    expect(response.statusCode, response.body).toBe(200);
    const stats = await getStats(
      app,
      { userId: admin.id, sessionId: 'x', role: 'admin', name: 'A', email: admin.email },
      now,
    );
    const { monthly, medianHoursToFirstPayment, averageHoursToFirstPayment } = stats.payments;
    expect(monthly).toHaveLength(PAYMENT_CHART_MONTHS);
    expect(monthly.at(-1)).toEqual({ month: '2026-11', paidPaise: 3_000_000, payments: 2 });
    expect(monthly.at(-2)).toEqual({ month: '2026-10', paidPaise: 0, payments: 0 });
    expect(monthly.at(-3)).toEqual({ month: '2026-09', paidPaise: 1_500_000, payments: 1 });
    expect(monthly[0]!.month).toBe('2025-12');
    expect([medianHoursToFirstPayment, averageHoursToFirstPayment]).toEqual([20, 30]);
    expect(response.json().payments.monthly).toHaveLength(PAYMENT_CHART_MONTHS);
  });
});
