import { useTranslation } from '../../../lib/use-translation';
import type { AdminStats } from '@kalasetu/shared/admin';
import { formatRupeesShort } from '@kalasetu/shared/money';
import { formatDate } from '../../../lib/format';
import { BarChart } from './bar-chart';

/** Money confirmed received through the platform per month, in rupees (docs/product/admin.md). */
export function MonthlyPaidChart({ months }: { months: AdminStats['payments']['monthly'] }) {
  const { t, i18n } = useTranslation();
  return (
    <BarChart
      id="monthly-paid"
      title={t('admin.stats.paidChartTitle')}
      axisX={t('admin.stats.axisMonth')}
      axisY={t('admin.stats.axisRupees')}
      rowHeader={t('admin.stats.month')}
      series={[{ label: t('admin.stats.paid'), fill: 'fill-brand-600', swatch: 'bg-brand-600' }]}
      groups={months.map((m) => ({
        key: m.month,
        label: formatDate(`${m.month}-15T12:00:00+05:30`, i18n.language, { month: 'short', year: '2-digit' }),
        values: [m.paidPaise / 100],
      }))}
      format={(rupees) => formatRupeesShort(rupees, i18n.language)}
    />
  );
}
