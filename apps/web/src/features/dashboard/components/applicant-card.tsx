import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { ApplicationWithCreator } from '@kalasetu/shared/applications';
import { formatRupees } from '@kalasetu/shared/money';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ExpandableText } from '../../../components/ui/expandable-text';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { formatDate } from '../../../lib/format';
import { skillLabel } from '../../../lib/skill-label';
import { ApplicationStatusBadge } from './status-badge';

/** Skills on a card: enough to judge the fit without wrapping into a wall. */
const TOP_SKILLS = 4;

interface ApplicantCardProps {
  application: ApplicationWithCreator;
  busy: boolean;
  onRecommend(): void;
  onReject(): void;
}

/**
 * One applicant as an enterprise weighs them: photo, rating, verified, top skills, work samples, the
 * proposed price and the cover letter; "Recommend for hiring" says what happens next, and Reject asks first.
 */
export function ApplicantCard({ application: a, busy, onRecommend, onReject }: ApplicantCardProps) {
  const { t, i18n } = useTranslation();
  const { creator } = a;
  const name = creator.name || t('dashboard.unknown');
  const hintId = `recommend-hint-${a.id}`;
  return (
    <Card className="grid gap-3 p-4" data-testid="applicant-card">
      <div className="flex min-w-0 items-start gap-3">
        <Avatar src={creator.avatarUrl} name={name} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/creators/${a.creatorId}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline [overflow-wrap:anywhere] sm:min-h-0"
            >
              {name}
            </Link>
            {creator.isVerified ? <VerifiedBadge /> : null}
          </div>
          <RatingSummary average={creator.ratingAverage} count={creator.ratingCount} />
          <p className="text-sm text-stone-600 [overflow-wrap:anywhere]">
            {a.jobTitle || t('dashboard.unknownJob')} · {formatDate(a.createdAt, i18n.language)}
          </p>
        </div>
        <ApplicationStatusBadge status={a.status} />
      </div>
      {creator.skills.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label={t('hiring.applicant.skills')}>
          {creator.skills.slice(0, TOP_SKILLS).map((skill) => (
            <li key={skill}>
              <Badge tone="outline">{skillLabel(t, skill)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {creator.samples.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:max-w-sm" aria-label={t('hiring.applicant.samples')}>
          {creator.samples.map((sample) => (
            <li key={sample.id}>
              <Link to={`/creators/${a.creatorId}`} className="block">
                <img
                  src={sample.imageUrl}
                  alt={sample.title}
                  loading="lazy"
                  className="aspect-square w-full rounded-md border border-stone-200 object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm">
        <span className="text-stone-600">{t('hiring.proposedPrice')}: </span>
        <span className="font-semibold">{formatRupees(a.proposedPrice)}</span>
      </p>
      <div>
        <p className="text-sm font-medium text-stone-700">{t('hiring.coverLetter')}</p>
        <ExpandableText text={a.coverLetter} />
      </div>
      {a.declineReason && a.status === 'pending' ? (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900 [overflow-wrap:anywhere]">
          {t('hiring.applicant.declined', { reason: a.declineReason })}
        </p>
      ) : null}
      {a.status === 'recommended' ? (
        <p className="text-sm text-stone-700">{t('hiring.applicant.waiting')}</p>
      ) : null}
      {a.status === 'pending' ? (
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={onRecommend} aria-describedby={hintId}>
              {t('hiring.applicant.recommend')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={onReject}>
              {t('dashboard.reject')}
            </Button>
          </div>
          <p id={hintId} className="text-xs text-stone-600">
            {t('hiring.applicant.recommendHint')}
          </p>
        </div>
      ) : null}
    </Card>
  );
}
