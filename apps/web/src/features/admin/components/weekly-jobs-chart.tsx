import { useTranslation } from '../../../lib/use-translation';
import type { AdminStats } from '@kalasetu/shared/admin';
import { formatDate } from '../../../lib/format';
import { BarChart } from './bar-chart';

/** Posted and filled jobs per week as paired bars. */
export function WeeklyJobsChart({ weeks }: { weeks: AdminStats['weekly'] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <BarChart
      id="weekly-jobs"
      title={t('admin.stats.chartTitle')}
      axisX={t('admin.stats.axisWeek')}
      axisY={t('admin.stats.axisJobs')}
      rowHeader={t('admin.stats.week')}
      series={[
        { label: t('admin.stats.posted'), fill: 'fill-brand-600', swatch: 'bg-brand-600' },
        { label: t('admin.stats.filled'), fill: 'fill-green-600', swatch: 'bg-green-600' },
      ]}
      groups={weeks.map((w) => ({
        key: w.weekStart,
        label: formatDate(`${w.weekStart}T12:00:00+05:30`, i18n.language, { day: 'numeric', month: 'short' }),
        values: [w.posted, w.filled],
      }))}
      format={(value) => number.format(value)}
    />
  );
}
