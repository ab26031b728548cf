import { CalendarDays, MapPin } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatRelative } from '../../../lib/format';
import { formatRupeeRangeShort } from '@kalasetu/shared/money';
import { useEnterpriseJobs } from '../api/get-enterprise-jobs';
import { skillLabel } from '../../../lib/skill-label';

/** The "posted jobs" tab: the enterprise's open jobs, each linking to its detail page. */
export function EnterpriseJobs({ enterpriseId }: { enterpriseId: string }) {
  const { t, i18n } = useTranslation();
  const jobs = useEnterpriseJobs(enterpriseId);
  if (jobs.isPending) return <Spinner label={t('enterprises.jobsLoading')} />;
  if (jobs.isError) {
    return (
      <div role="alert" className="text-red-900">
        <p>{t('enterprises.jobsLoadFailed')}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void jobs.refetch()}>
          {t('enterprises.tryAgain')}
        </Button>
      </div>
    );
  }
  if (jobs.data.items.length === 0) return <p className="text-stone-600">{t('enterprises.noJobs')}</p>;
  return (
    <ul className="divide-y divide-stone-200">
      {jobs.data.items.map((job) => (
        <li key={job.id} className="space-y-1 py-3">
          <Link
            to={`/jobs/${job.id}`}
            className="inline-flex min-h-11 items-center text-base font-semibold text-brand-700 hover:underline"
          >
            {job.title || t('enterprises.untitledJob')}
          </Link>
          <p className="font-medium">{formatRupeeRangeShort(job.budgetMin, job.budgetMax, i18n.language)}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600">
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {job.location}
            </span>
            {job.deadline ? (
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-4" />
                {t('enterprises.deadline', { date: formatDate(job.deadline, i18n.language) })}
              </span>
            ) : null}
            <span>{t('enterprises.posted', { when: formatRelative(job.createdAt, i18n.language) })}</span>
          </div>
          {job.skills.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5 pt-1">
              {job.skills.map((skill) => (
                <li key={skill}>
                  <Badge tone="brand">{skillLabel(t, skill)}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
