import { Building2, MapPin } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { JobSummary } from '@kalasetu/shared/home';
import { Card } from '../../../components/ui/card';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { Spinner } from '../../../components/ui/spinner';
import { formatRelative } from '../../../lib/format';
import { formatRupeeRangeShort } from '@kalasetu/shared/money';
import { EmptyState, HomeSection } from './home-section';

function JobCard({ job }: { job: JobSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="flex h-full flex-col gap-2 p-5 transition-shadow hover:shadow-md">
      <h3 className="font-semibold">
        <Link to={`/jobs/${job.id}`} className="after:absolute after:inset-0 hover:underline">
          {job.title}
        </Link>
      </h3>
      {job.enterpriseName ? (
        <p className="flex items-center gap-1 text-sm text-stone-700">
          <Building2 aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('home.jobs.postedBy')} </span>
          {job.enterpriseName}
          {job.enterpriseVerified ? <VerifiedBadge /> : null}
        </p>
      ) : null}
      <p className="line-clamp-2 text-sm text-stone-600">{job.description}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm">
        <span className="font-semibold text-stone-900">
          <span className="sr-only">{t('home.jobs.budget')} </span>
          {formatRupeeRangeShort(job.budgetMin, job.budgetMax, i18n.language)}
        </span>
        <span className="flex items-center gap-1 text-stone-600">
          <MapPin aria-hidden="true" className="size-4" />
          {job.location}
        </span>
      </div>
      <p className="text-xs text-stone-600">
        {t('home.jobs.posted', { when: formatRelative(job.createdAt, i18n.language) })}
      </p>
    </Card>
  );
}

export function LatestJobs({ jobs, loading }: { jobs: JobSummary[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="jobs"
      title={t('home.jobs.title')}
      subtitle={t('home.jobs.subtitle')}
      more={{ to: '/jobs', label: t('home.jobs.viewAll') }}
    >
      {loading ? (
        <Spinner label={t('home.jobs.loading')} />
      ) : jobs.length === 0 ? (
        <EmptyState>{t('home.jobs.empty')}</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3" data-testid="home-jobs">
          {jobs.map((job) => (
            <li key={job.id} className="relative">
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
