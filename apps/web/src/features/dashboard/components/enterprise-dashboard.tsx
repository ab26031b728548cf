import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { Me } from '@kalasetu/shared/profiles';
import { countsTotal } from '@kalasetu/shared/http';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { formatRupeeRangeShort } from '@kalasetu/shared/money';
import { useEnterpriseApplications, useEnterpriseJobs } from '../api/dashboard';
import { PagedList } from '../../../components/ui/paged-list';
import { DashboardItemLink } from './dashboard-item-link';
import { EnterpriseGuide } from './first-run-guides';
import { DashboardShell } from './dashboard-shell';
import { EnterpriseApplications } from './enterprise-applications';

interface EnterpriseDashboardProps {
  user: Me;
  messages: ReactNode;
  notifications: ReactNode;
  /** Work agreements and payments, composed in app/ from the payments feature. */
  agreements: ReactNode;
  /** What the enterprise must do next (terms to send, a delivery to review, a part to pay), composed in app/. */
  nextSteps?: ReactNode;
  /** The invitations sent for one job, with Withdraw, shown above that job's applicants (composed in app/). */
  invitationsFor?: (jobId: number) => ReactNode;
}

export function EnterpriseDashboard({
  user,
  messages,
  notifications,
  agreements,
  nextSteps,
  invitationsFor,
}: EnterpriseDashboardProps) {
  const { t } = useTranslation();
  return (
    <DashboardShell
      title={t('dashboard.enterpriseTitle', { name: user.companyName ?? user.name })}
      actions={
        <>
          <Button asChild variant="secondary">
            <Link to="/creators">{t('dashboard.findCreators')}</Link>
          </Button>
          <Button asChild>
            <Link to="/post-job">{t('dashboard.postJob')}</Link>
          </Button>
        </>
      }
      lead={nextSteps}
      guide={<EnterpriseGuide user={user} />}
      tabs={[
        { value: 'overview', label: t('dashboard.tabs.overview'), content: <Overview /> },
        { value: 'jobs', label: t('dashboard.tabs.jobs'), content: <OwnJobs /> },
        {
          value: 'applications',
          label: t('dashboard.tabs.applications'),
          content: <EnterpriseApplications invitationsFor={invitationsFor} />,
        },
        { value: 'agreements', label: t('dashboard.tabs.agreements'), content: agreements },
        { value: 'messages', label: t('dashboard.tabs.messages'), content: messages },
        { value: 'notifications', label: t('dashboard.tabs.notifications'), content: notifications },
      ]}
    />
  );
}

function Overview() {
  const { t } = useTranslation();
  const jobs = useEnterpriseJobs();
  const applications = useEnterpriseApplications();
  const jobCounts = jobs.data?.counts;
  const applicationCounts = applications.data?.counts;
  // Before the first job the counts are all zero; the checklist above says what to do instead.
  if (jobCounts && countsTotal(jobCounts) === 0)
    return (
      <p className="text-stone-700">
        {t('dashboard.noJobs')}{' '}
        <Link to="/post-job" className="font-medium text-brand-700 hover:underline">
          {t('dashboard.postJob')}
        </Link>
      </p>
    );
  const stats = [
    ['jobsPosted', jobCounts && countsTotal(jobCounts)],
    ['openJobs', jobCounts?.open],
    ['applicationsReceived', applicationCounts && countsTotal(applicationCounts)],
    ['pendingReview', applicationCounts?.pending],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {stats.map(([key, value]) => (
        <Card key={key} className="p-4">
          <dt className="text-sm text-stone-600">{t(`dashboard.stats.${key}`)}</dt>
          <dd className="text-2xl font-bold">{value ?? 0}</dd>
        </Card>
      ))}
    </dl>
  );
}

function OwnJobs() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const jobs = useEnterpriseJobs(page);
  return (
    <PagedList
      query={jobs}
      items={jobs.data?.jobs}
      paging={{
        page,
        total: jobs.data ? countsTotal(jobs.data.counts) : 0,
        label: t('dashboard.pages.jobs'),
        onPageChange: setPage,
      }}
      failed={() => t('dashboard.jobsFailed')}
      empty={
        <>
          {t('dashboard.noJobs')}{' '}
          <Link to="/post-job" className="text-brand-700 hover:underline">
            {t('dashboard.postJob')}
          </Link>
        </>
      }
      itemKey={(job) => job.id}
    >
      {(job) => (
        <Card className="p-4">
          <DashboardItemLink to={`/jobs/${job.id}`}>{job.title}</DashboardItemLink>
          <p className="text-sm text-stone-600">
            {formatRupeeRangeShort(job.budgetMin, job.budgetMax, i18n.language)} ·{' '}
            {t('dashboard.applicants', { n: job.applicantCount })} ·{' '}
            {formatDate(job.createdAt, i18n.language)} · {t(`dashboard.jobStatus.${job.status}`)}
          </p>
          {job.selectedApplicantId && job.assignedCreatorName !== null ? (
            <AssignedCreator creatorId={job.selectedApplicantId} name={job.assignedCreatorName} />
          ) : null}
        </Card>
      )}
    </PagedList>
  );
}

/** "Assigned to Asha Rao" with a link to her profile and a way to write to her. */
function AssignedCreator({ creatorId, name }: { creatorId: string; name: string }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-700 [overflow-wrap:anywhere]">
      {t('hiring.myJobs.assignedTo')}
      <Link
        to={`/creators/${creatorId}`}
        className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline md:min-h-0"
      >
        {name}
      </Link>
      <Link
        to={`/enterprise-dashboard?tab=messages&to=${creatorId}`}
        className="inline-flex min-h-11 items-center text-brand-700 hover:underline md:min-h-0"
      >
        {t('hiring.myJobs.message')}
      </Link>
    </p>
  );
}
