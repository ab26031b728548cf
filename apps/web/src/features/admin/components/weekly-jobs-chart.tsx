import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@kalasetu/shared/admin';
import { formatDate } from '../../../lib/format';

const BAR = 12;
const GAP = 4;
const GROUP = BAR * 2 + GAP + 16;
const HEIGHT = 120;

/** Posted and filled jobs per week as paired bars; the same figures are in a visually hidden table for screen readers. */
export function WeeklyJobsChart({ weeks }: { weeks: AdminStats['weekly'] }) {
  const { t, i18n } = useTranslation();
  const max = Math.max(1, ...weeks.flatMap((w) => [w.posted, w.filled]));
  const width = weeks.length * GROUP;
  const label = (w: AdminStats['weekly'][number]) =>
    formatDate(`${w.weekStart}T12:00:00+05:30`, i18n.language, { day: 'numeric', month: 'short' });
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + 20}`}
        className="h-40 w-full max-w-2xl"
        role="img"
        aria-labelledby="weekly-jobs-caption"
      >
        {weeks.map((w, i) => {
          const x = i * GROUP + 8;
          const posted = (w.posted / max) * HEIGHT;
          const filled = (w.filled / max) * HEIGHT;
          return (
            <g key={w.weekStart}>
              <rect x={x} y={HEIGHT - posted} width={BAR} height={posted} className="fill-brand-600" />
              <rect
                x={x + BAR + GAP}
                y={HEIGHT - filled}
                width={BAR}
                height={filled}
                className="fill-green-600"
              />
              <text x={x + BAR} y={HEIGHT + 14} textAnchor="middle" className="fill-stone-600 text-[9px]">
                {label(w)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id="weekly-jobs-caption" className="mt-2 flex gap-4 text-sm text-stone-700">
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 bg-brand-600" />
          {t('admin.stats.posted')}
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 bg-green-600" />
          {t('admin.stats.filled')}
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>{t('admin.stats.chartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.stats.week')}</th>
            <th scope="col">{t('admin.stats.posted')}</th>
            <th scope="col">{t('admin.stats.filled')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">{label(w)}</th>
              <td>{w.posted}</td>
              <td>{w.filled}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
