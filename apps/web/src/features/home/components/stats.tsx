import { useTranslation } from '../../../lib/use-translation';
import type { HomeResponse } from '@kalasetu/shared/home';
import { formatNumber } from '@kalasetu/shared/money';

/**
 * What the marketplace holds right now, from the live counts (no invented headline figures: docs/product/home.md).
 * Not shown with the built-in sample data, which has no true counts.
 */
export function Stats({ counts }: { counts: HomeResponse['counts'] | null }) {
  const { t } = useTranslation();
  if (!counts) return null;
  const live = [
    [counts.creators, t('home.live.creators')],
    [counts.enterprises, t('home.live.enterprises')],
    [counts.jobs, t('home.live.jobs')],
    [counts.showcase, t('home.live.showcase')],
  ] as const;
  return (
    <section aria-labelledby="home-live-title" className="border-y border-stone-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="home-live-title" className="mb-4 text-center text-sm font-medium text-stone-700">
          {t('home.live.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {live.map(([value, label]) => (
            <div key={label} className="flex flex-col" data-testid="live-count">
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd className="order-first text-3xl font-bold text-brand-700">{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
