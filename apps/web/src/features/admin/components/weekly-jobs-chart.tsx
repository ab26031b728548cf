import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@kalasetu/shared/admin';
import { formatDate } from '../../../lib/format';

const HEIGHT = 160;
/** Room for the y-axis numbers and title on the left, the week labels and x-axis title below. */
const LEFT = 44;
const BOTTOM = 40;
const TOP = 8;
const TICKS = 4;

/**
 * Posted and filled jobs per week as paired bars across the whole card, with a y-axis (jobs) and an x-axis (week
 * starting), drawn at the card's real width so the labels stay readable on a phone; the same figures are in a
 * visually hidden table for screen readers.
 */
export function WeeklyJobsChart({ weeks }: { weeks: AdminStats['weekly'] }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(
      ([entry]) => entry && setWidth(Math.max(240, entry.contentRect.width)),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const top = Math.max(1, ...weeks.flatMap((w) => [w.posted, w.filled]));
  const step = Math.max(1, Math.ceil(top / TICKS));
  const max = step * TICKS;
  const plot = width - LEFT - 8;
  const group = plot / Math.max(1, weeks.length);
  const bar = Math.min(24, group * 0.35);
  // On a narrow card every other week is labelled, so the dates do not run into each other.
  const every = group < 44 ? 2 : 1;
  const y = (value: number) => TOP + HEIGHT - (value / max) * HEIGHT;
  const number = new Intl.NumberFormat(i18n.language);
  const label = (w: AdminStats['weekly'][number]) =>
    formatDate(`${w.weekStart}T12:00:00+05:30`, i18n.language, { day: 'numeric', month: 'short' });
  return (
    <figure className="mt-3">
      <div ref={box} className="w-full">
        <svg
          width={width}
          height={TOP + HEIGHT + BOTTOM}
          className="block max-w-full text-stone-600"
          role="img"
          aria-labelledby="weekly-jobs-caption"
        >
          <text
            transform={`translate(12 ${TOP + HEIGHT / 2}) rotate(-90)`}
            textAnchor="middle"
            className="fill-current text-xs"
          >
            {t('admin.stats.axisJobs')}
          </text>
          {Array.from({ length: TICKS + 1 }, (_, i) => i * step).map((value) => (
            <g key={value}>
              <line x1={LEFT} x2={width - 8} y1={y(value)} y2={y(value)} className="stroke-stone-200" />
              <text x={LEFT - 6} y={y(value) + 4} textAnchor="end" className="fill-current text-xs">
                {number.format(value)}
              </text>
            </g>
          ))}
          <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + HEIGHT} className="stroke-stone-400" />
          {weeks.map((w, i) => {
            const x = LEFT + i * group + (group - bar * 2 - 2) / 2;
            return (
              <g key={w.weekStart}>
                <rect
                  x={x}
                  y={y(w.posted)}
                  width={bar}
                  height={TOP + HEIGHT - y(w.posted)}
                  className="fill-brand-600"
                />
                <rect
                  x={x + bar + 2}
                  y={y(w.filled)}
                  width={bar}
                  height={TOP + HEIGHT - y(w.filled)}
                  className="fill-green-600"
                />
                {i % every === 0 ? (
                  <text
                    x={LEFT + (i + 0.5) * group}
                    y={TOP + HEIGHT + 16}
                    textAnchor="middle"
                    className="fill-current text-xs"
                  >
                    {label(w)}
                  </text>
                ) : null}
              </g>
            );
          })}
          <text
            x={LEFT + plot / 2}
            y={TOP + HEIGHT + 34}
            textAnchor="middle"
            className="fill-current text-xs"
          >
            {t('admin.stats.axisWeek')}
          </text>
        </svg>
      </div>
      <figcaption id="weekly-jobs-caption" className="mt-2 flex flex-wrap gap-4 text-sm text-stone-700">
        <span className="sr-only">{t('admin.stats.chartTitle')}: </span>
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
