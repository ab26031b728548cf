import { Star } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';

/** "★ 4.3 (12 ratings)" to one decimal, or "No ratings yet"; read out as "Rated 4.3 out of 5, 12 ratings". */
export function RatingSummary({
  average,
  count,
  className,
}: {
  average: number;
  count: number;
  className?: string;
}) {
  const { t } = useTranslation();
  if (count === 0) {
    return <span className={cn('text-sm text-stone-600', className)}>{t('creators.noRatings')}</span>;
  }
  const shown = average.toFixed(1);
  const countText = t(count === 1 ? 'creators.ratingCountOne' : 'creators.ratingCountOther', { count });
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)} data-testid="rating-summary">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span aria-hidden="true" className="font-semibold">
        {shown}
      </span>
      <span aria-hidden="true" className="text-stone-600">
        ({countText})
      </span>
      <span className="sr-only">
        {t('creators.ratingOutOf', { average: shown })}, {countText}
      </span>
    </span>
  );
}
