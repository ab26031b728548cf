import type { PaymentStats } from '@kalasetu/shared/admin';
import type { DbOrTx } from '../../db/client';
import { readMonthlyPaid, readTimeToFirstPayment } from './payment-stats.repository';

export const PAYMENT_CHART_MONTHS = 12;
const hours = (value: string | number | null | undefined) =>
  value == null ? null : Math.round(Number(value) * 10) / 10;

/** The admin statistics' payment figures (docs/product/admin.md), read by the admin module's `getStats`. */
export async function paymentStats(db: DbOrTx, now: Date): Promise<PaymentStats> {
  const monthly = await readMonthlyPaid(db, now, PAYMENT_CHART_MONTHS);
  const time = await readTimeToFirstPayment(db);
  return {
    monthly: monthly.map((m) => ({ month: m.month, paidPaise: Number(m.paid_paise), payments: m.payments })),
    medianHoursToFirstPayment: hours(time?.median_hours),
    averageHoursToFirstPayment: hours(time?.average_hours),
  };
}
