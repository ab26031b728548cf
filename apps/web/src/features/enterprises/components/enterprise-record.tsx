import { useTranslation } from '../../../lib/use-translation';
import { formatNumber, formatPaise } from '@kalasetu/shared/money';
import { useEnterpriseRecord } from '../api/get-enterprise-record';

/** What a creator judges a client by: its jobs and hires, rating, and how it pays through the platform. */
export function EnterpriseRecord({ enterpriseId }: { enterpriseId: string }) {
  const { t } = useTranslation();
  const record = useEnterpriseRecord(enterpriseId).data?.record;
  if (!record) return null;
  const { payments, rating } = record;
  const rows: Array<[string, string]> = [
    [
      t('enterprises.record.rating'),
      rating.count > 0
        ? t('enterprises.record.ratingValue', { average: rating.average.toFixed(1), count: rating.count })
        : t('enterprises.record.noRating'),
    ],
    [t('enterprises.record.jobs'), formatNumber(record.jobCount)],
    [t('enterprises.record.hires'), formatNumber(record.hireCount)],
    [
      t('enterprises.record.payments'),
      t('enterprises.record.paymentsValue', {
        count: payments.count,
        total: formatPaise(payments.totalPaise),
      }),
    ],
    [
      t('enterprises.record.confirmed'),
      payments.confirmedShare === null ? '—' : `${Math.round(payments.confirmedShare * 100)}%`,
    ],
    [
      t('enterprises.record.daysToPay'),
      payments.medianDaysToPay === null
        ? '—'
        : t('enterprises.record.days', { count: payments.medianDaysToPay }),
    ],
  ];
  return (
    <section aria-labelledby="enterprise-record-title" className="mt-8">
      <h2 id="enterprise-record-title" className="text-xl font-semibold">
        {t('enterprises.record.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
