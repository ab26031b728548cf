import { CalendarClock, MapPin, Users } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { JobSummary } from '@kalasetu/shared/jobs';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { formatDate, formatRelative } from '../../../lib/format';
import { formatRupeeRangeShort } from '@kalasetu/shared/money';
import { isEndingSoon, isNewJob } from '../utils/job-badges';
import { useSkillLabel } from '../../../lib/skill-label';

interface JobCardProps {
  job: JobSummary;
  /** Built-in sample jobs (shown when the list fails) have no page to open. */
  sample?: boolean;
}

/** A job in the Find Jobs grid, with exactly the fields and fallbacks of the original card. */
export function JobCard({ job, sample = false }: JobCardProps) {
  const { t, i18n } = useTranslation();
  const skillLabel = useSkillLabel();
  const title = job.title.trim() || t('jobs.card.untitled');
  const headingId = `job-${sample ? 'sample-' : ''}${job.id}-title`;
  return (
    <Card className="flex h-full flex-col p-4" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-center gap-2">
        {sample ? <Badge tone="outline">{t('jobs.list.sample')}</Badge> : null}
        {isNewJob(job.createdAt) ? <Badge tone="success">{t('jobs.card.new')}</Badge> : null}
        {isEndingSoon(job.deadline) ? <Badge tone="warning">{t('jobs.card.endingSoon')}</Badge> : null}
      </div>
      <h2 id={headingId} className="mt-2 text-lg font-semibold leading-snug text-stone-900">
        {sample ? (
          title
        ) : (
          <Link
            to={`/jobs/${job.id}`}
            className="flex min-h-11 items-center hover:text-brand-700 hover:underline"
          >
            {title}
          </Link>
        )}
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
        {job.enterpriseName?.trim() || t('jobs.card.unknownEnterprise')}
        {job.enterpriseVerified ? <VerifiedBadge /> : null}
      </p>
      <p className="mt-2 text-base font-semibold text-brand-800">
        {formatRupeeRangeShort(job.budgetMin, job.budgetMax, i18n.language)}
      </p>
      <p className="mt-2 line-clamp-3 text-sm text-stone-700">{job.description}</p>
      {job.skills.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('jobs.detail.skills')}>
          {job.skills.map((skill) => (
            <li key={skill}>
              <Badge tone="brand">{skillLabel(skill)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-auto grid gap-1 pt-4 text-sm text-stone-700">
        {/* The icon goes inside the <dd>: a <dl>'s group holds only <dt> and <dd> (the Nu HTML Checker). */}
        <div>
          <dt className="sr-only">{t('jobs.detail.location')}</dt>
          <dd className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
            {job.location.trim() || t('jobs.card.remote')}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('jobs.detail.deadline')}</dt>
          <dd className="flex items-center gap-2">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
            {job.deadline
              ? t('jobs.card.deadline', { date: formatDate(job.deadline, i18n.language) })
              : t('jobs.card.noDeadline')}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('jobs.detail.applicants')}</dt>
          <dd className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
            {t('jobs.plural.applicants', { count: job.applicantCount })}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-stone-500">
        {t('jobs.card.posted', { ago: formatRelative(job.createdAt, i18n.language) })}
      </p>
    </Card>
  );
}
