import { useTranslation } from '../../../lib/use-translation';
import type { AdminStats } from '@kalasetu/shared/admin';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatNumber, formatRupeesShort } from '@kalasetu/shared/money';
import { useAdminStats } from '../api/get-stats';
import { MonthlyPaidChart } from './monthly-paid-chart';
import { WeeklyJobsChart } from './weekly-jobs-chart';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2 py-1">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

/** The three cards, refreshed every 5 minutes (the query's interval). */
export function StatsCards() {
  const { t, i18n } = useTranslation();
  const stats = useAdminStats();
  if (stats.isPending) return <Spinner label={t('common.loading')} className="my-6" />;
  if (stats.isError || !stats.data)
    return (
      <p role="alert" className="mt-6 rounded-md bg-red-50 p-3 text-sm text-red-800">
        {t('admin.stats.failed')}
      </p>
    );
  const s: AdminStats = stats.data;
  const hoursText = (hours: number | null) => (hours === null ? '—' : t('admin.stats.hours', { hours }));
  return (
    <section aria-label={t('admin.stats.label')} className="mt-6 grid gap-4 md:grid-cols-3">
      <Card className="p-4">
        <h2 className="font-semibold">{t('admin.stats.userGrowth')}</h2>
        <dl className="mt-2">
          <Figure label={t('admin.stats.totalUsers')} value={formatNumber(s.users.total)} />
          <Figure label={t('admin.stats.enterprises')} value={formatNumber(s.users.enterprises)} />
          <Figure label={t('admin.stats.creators')} value={formatNumber(s.users.creators)} />
          <Figure label={t('admin.stats.newUsers')} value={formatNumber(s.users.newLast7Days)} />
        </dl>
      </Card>
      <Card className="p-4">
        <h2 className="font-semibold">{t('admin.stats.marketplace')}</h2>
        <dl className="mt-2">
          <Figure label={t('admin.stats.newJobs')} value={formatNumber(s.marketplace.newJobsLast7Days)} />
          <Figure
            label={t('admin.stats.applicationsPerJob')}
            value={formatNumber(s.marketplace.averageApplicationsPerJob)}
          />
          <Figure
            label={t('admin.stats.fillRate')}
            value={`${formatNumber(s.marketplace.fillRatePercent)}%`}
          />
          <Figure
            label={t('admin.stats.averageBudget')}
            value={formatRupeesShort(s.marketplace.averageBudget, i18n.language)}
          />
        </dl>
      </Card>
      <Card className="p-4">
        <h2 className="font-semibold">{t('admin.stats.performance')}</h2>
        <dl className="mt-2">
          <Figure
            label={t('admin.stats.averageRating')}
            value={s.performance.averageCreatorRating.toFixed(1)}
          />
          <Figure
            label={t('admin.stats.activeEnterprises')}
            value={`${formatNumber(s.performance.activeEnterprisesPercent)}%`}
          />
          <Figure
            label={t('admin.stats.timeToAssign')}
            value={
              s.performance.averageHoursToAssign === null
                ? '—'
                : t('admin.stats.hours', { hours: s.performance.averageHoursToAssign })
            }
          />
        </dl>
      </Card>
      <Card className="p-4 md:col-span-3">
        <h2 className="font-semibold">{t('admin.stats.chartTitle')}</h2>
        <WeeklyJobsChart weeks={s.weekly} />
      </Card>
      <Card className="p-4 md:col-span-3">
        <h2 className="font-semibold">{t('admin.stats.paidChartTitle')}</h2>
        <dl className="mt-2 grid gap-x-8 sm:grid-cols-2">
          <Figure
            label={t('admin.stats.medianToPayment')}
            value={hoursText(s.payments.medianHoursToFirstPayment)}
          />
          <Figure
            label={t('admin.stats.averageToPayment')}
            value={hoursText(s.payments.averageHoursToFirstPayment)}
          />
        </dl>
        <MonthlyPaidChart months={s.payments.monthly} />
      </Card>
    </section>
  );
}
