import type { PaymentStats } from '@kalasetu/shared/admin';
import type { DbOrTx } from '../../db/client';
import { readEnterprisePayments, readMonthlyPaid, readTimeToFirstPayment } from './payment-stats.repository';

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

/** The payments part of an enterprise's public record (docs/product/profiles.md), read by the profiles module. */
export async function enterprisePaymentRecord(db: DbOrTx, enterpriseId: string) {
  const row = await readEnterprisePayments(db, enterpriseId);
  const count = row?.payments ?? 0;
  return {
    count,
    totalPaise: Number(row?.total_paise ?? 0),
    confirmedShare: count > 0 ? Math.round(((row?.confirmed_clean ?? 0) / count) * 100) / 100 : null,
    medianDaysToPay: row?.median_days == null ? null : Math.round(Number(row.median_days) * 10) / 10,
  };
}
