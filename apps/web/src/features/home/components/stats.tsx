import { useTranslation } from 'react-i18next';
import type { HomeResponse } from '@kalasetu/shared/home';
import { HOME_STATIC_STATS } from '@kalasetu/shared/limits';
import { formatNumber } from '@kalasetu/shared/money';

const figure = (value: number) => `${formatNumber(value)}+`;

/**
 * The specification's fixed headline figures (500+, 350+, 1,200+, 20+), and under them what the marketplace
 * holds right now, from the live counts (not shown for the built-in sample data).
 */
export function Stats({ counts }: { counts: HomeResponse['counts'] | null }) {
  const { t } = useTranslation();
  const headline = [
    [HOME_STATIC_STATS.creators, t('home.stats.creators')],
    [HOME_STATIC_STATS.enterprises, t('home.stats.enterprises')],
    [HOME_STATIC_STATS.jobsCompleted, t('home.stats.jobsCompleted')],
    [HOME_STATIC_STATS.cities, t('home.stats.cities')],
  ] as const;
  const live = counts
    ? ([
        [counts.creators, t('home.live.creators')],
        [counts.enterprises, t('home.live.enterprises')],
        [counts.jobs, t('home.live.jobs')],
        [counts.showcase, t('home.live.showcase')],
      ] as const)
    : null;
  return (
    <section aria-label={t('home.stats.label')} className="border-y border-stone-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {headline.map(([value, label]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd className="order-first text-3xl font-bold text-brand-700">{figure(value)}</dd>
            </div>
          ))}
        </dl>
        {live ? (
          <div className="mt-6 text-center text-sm text-stone-600">
            <h2 className="sr-only">{t('home.live.title')}</h2>
            <p>
              <span className="font-medium text-stone-800">{t('home.live.title')}</span>{' '}
              {live.map(([value, label], index) => (
                <span key={label} data-testid="live-count">
                  {index > 0 ? ' · ' : ''}
                  {t('home.live.item', { label, value })}
                </span>
              ))}
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
