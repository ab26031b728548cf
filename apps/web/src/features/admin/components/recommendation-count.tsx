import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { useRecommendationCount } from '../api/recommendations';

/** The queue tab's name with how many recommendations wait (live: a new one refreshes the count). */
export function RecommendationsTabLabel() {
  const { t } = useTranslation();
  const { data: count = 0 } = useRecommendationCount();
  return (
    <span className="inline-flex items-center gap-1.5">
      {t('hiring.queue.tab')}
      {count > 0 ? (
        <span className="min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs font-semibold leading-5 text-white">
          <span aria-hidden="true" data-testid="recommendation-count">
            {count > 99 ? '99+' : count}
          </span>
          <span className="sr-only">{t('hiring.queue.awaiting', { count })}</span>
        </span>
      ) : null}
    </span>
  );
}

/** Above the tabs while recommendations wait: the admin's next job, one tap away. */
export function RecommendationsBanner({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation();
  const { data: count = 0 } = useRecommendationCount();
  if (count === 0) return null;
  return (
    <div
      role="status"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4"
    >
      <p className="font-medium text-brand-900">{t('hiring.queue.banner', { count })}</p>
      <Button onClick={onOpen}>{t('hiring.queue.review')}</Button>
    </div>
  );
}
