import { useTranslation } from '../../../lib/use-translation';
import type { Candidate } from '@kalasetu/shared/hiring';
import { formatRupees } from '@kalasetu/shared/money';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { ExpandableText } from '../../../components/ui/expandable-text';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { cn } from '../../../lib/cn';

/** One creator in the assign dialog: a radio, and for an applicant their proposal; the recommended one stands out. */
export function CandidateOption({
  candidate,
  name,
  checked,
  onSelect,
}: {
  candidate: Candidate;
  name: string;
  checked: boolean;
  onSelect(): void;
}) {
  const { t } = useTranslation();
  const { creator, application } = candidate;
  const inputId = `candidate-${creator.id}`;
  return (
    <div
      className={cn(
        'rounded-md border p-3',
        candidate.recommended ? 'border-brand-400 bg-brand-50' : 'border-stone-200',
        checked ? 'ring-2 ring-brand-600' : '',
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <input
          id={inputId}
          type="radio"
          name={name}
          checked={checked}
          onChange={onSelect}
          className="mt-3 size-5 shrink-0 accent-brand-700"
        />
        <Avatar src={creator.avatarUrl} name={creator.name} size="md" />
        <label htmlFor={inputId} className="min-w-0 flex-1 cursor-pointer">
          <span className="flex flex-wrap items-center gap-2 font-medium [overflow-wrap:anywhere]">
            {creator.name}
            {creator.isVerified ? <VerifiedBadge /> : null}
            {candidate.recommended ? <Badge tone="brand">{t('hiring.assign.recommended')}</Badge> : null}
            {application && !candidate.recommended ? (
              <Badge tone="neutral">{t(`dashboard.status.${application.status}`)}</Badge>
            ) : null}
          </span>
          <RatingSummary average={creator.ratingAverage} count={creator.ratingCount} />
          {application ? (
            <span className="block text-sm text-stone-700">
              {t('hiring.assign.proposal', { price: formatRupees(application.proposedPrice) })}
            </span>
          ) : null}
        </label>
      </div>
      {application ? <ExpandableText text={application.coverLetter} className="mt-2 pl-8" /> : null}
      {application?.declineReason ? (
        <p className="mt-1 pl-8 text-xs text-stone-600 [overflow-wrap:anywhere]">
          {t('hiring.assign.declinedBefore', { reason: application.declineReason })}
        </p>
      ) : null}
    </div>
  );
}
