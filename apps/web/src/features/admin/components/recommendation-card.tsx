import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { Recommendation } from '@kalasetu/shared/hiring';
import { formatRupeeRange, formatRupees } from '@kalasetu/shared/money';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ExpandableText } from '../../../components/ui/expandable-text';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { formatRelative } from '../../../lib/format';

interface RecommendationCardProps {
  item: Recommendation;
  busy: boolean;
  onAssign(): void;
  onDecline(): void;
  onReviewAll(): void;
}

/** One recommendation awaiting the admin: who, for which job and whose, at what price, and why (the cover letter). */
export function RecommendationCard({
  item,
  busy,
  onAssign,
  onDecline,
  onReviewAll,
}: RecommendationCardProps) {
  const { t, i18n } = useTranslation();
  const { creator, job, enterprise } = item;
  const headingId = `recommendation-${item.applicationId}`;
  return (
    <Card className="grid gap-3 p-4" aria-labelledby={headingId} role="article">
      <div className="flex min-w-0 items-start gap-3">
        <Avatar src={creator.avatarUrl} name={creator.name} size="lg" />
        <div className="min-w-0 flex-1">
          <h3
            id={headingId}
            className="flex flex-wrap items-center gap-2 font-semibold [overflow-wrap:anywhere]"
          >
            <Link
              to={`/creators/${creator.id}`}
              className="inline-flex min-h-11 items-center text-brand-800 hover:underline md:min-h-0"
            >
              {creator.name}
            </Link>
            {creator.isVerified ? <VerifiedBadge /> : null}
          </h3>
          <RatingSummary average={creator.ratingAverage} count={creator.ratingCount} />
          <p className="text-sm text-stone-600 [overflow-wrap:anywhere]">
            {creator.location ? `${creator.location} · ` : ''}
            {t('hiring.queue.recommendedAt', { when: formatRelative(item.recommendedAt, i18n.language) })}
          </p>
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">{t('hiring.queue.job')}</dt>
        <dd className="min-w-0 [overflow-wrap:anywhere]">
          <Link
            to={`/jobs/${job.id}`}
            className="inline-flex min-h-11 items-center font-medium text-brand-800 hover:underline md:min-h-0"
          >
            {job.title}
          </Link>{' '}
          <span className="text-stone-600">
            ({t('hiring.queue.budget', { range: formatRupeeRange(job.budgetMin, job.budgetMax) })})
          </span>
        </dd>
        <dt className="text-stone-600">{t('hiring.queue.enterprise')}</dt>
        <dd className="flex min-w-0 flex-wrap items-center gap-2 [overflow-wrap:anywhere]">
          {enterprise.name ?? t('hiring.unknown')}
          {enterprise.isVerified ? <VerifiedBadge /> : null}
        </dd>
        <dt className="text-stone-600">{t('hiring.proposedPrice')}</dt>
        <dd className="font-semibold">{formatRupees(item.proposedPrice)}</dd>
      </dl>
      <div>
        <h4 className="text-sm font-medium text-stone-700">{t('hiring.coverLetter')}</h4>
        <ExpandableText text={item.coverLetter} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={onAssign}>
          {t('hiring.queue.assign', { name: creator.name })}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onDecline}>
          {t('hiring.queue.decline')}
        </Button>
        <Button variant="ghost" onClick={onReviewAll}>
          {t('hiring.queue.allApplicants')}
        </Button>
      </div>
    </Card>
  );
}
