import { Star } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { usePendingReviews } from '../api/get-pending-reviews';

/**
 * Asks for the reviews the signed-in person still owes, one line per completed job, each leading to the other
 * side's profile with the Rate dialog open for that job. Self-contained, so a dashboard adds it in one line.
 */
export function ReviewRequestsBanner() {
  const { t } = useTranslation();
  const pending = usePendingReviews();
  const items = pending.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="review-requests-title"
      className="mx-auto mt-4 w-full max-w-7xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="review-requests-title" className="flex items-center gap-2 font-semibold">
        <Star aria-hidden="true" className="size-4" />
        {t('ratings.banner.title')}
      </h2>
      <p className="mt-1 text-sm">{t('ratings.banner.hidden')}</p>
      <ul className="mt-2 space-y-2">
        {items.map((item) => (
          <li key={item.jobId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {t(item.otherWrote ? 'ratings.banner.theyWrote' : 'ratings.banner.item', {
                name: item.otherName,
                title: item.jobTitle,
              })}
            </span>
            <Link
              className="font-medium underline underline-offset-2"
              to={`/${item.otherRole === 'enterprise' ? 'enterprises' : 'creators'}/${item.otherId}?review=${item.jobId}`}
            >
              {t('ratings.banner.write', { name: item.otherName })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
