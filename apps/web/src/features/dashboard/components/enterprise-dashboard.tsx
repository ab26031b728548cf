import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import type { Me } from '@kalasetu/shared/profiles';
import { Button } from '../../../components/ui/button';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { formatRupeeRangeShort, formatRupees } from '@kalasetu/shared/money';
import { useDecideApplication, useEnterpriseApplications, useEnterpriseJobs } from '../api/dashboard';
import { DashboardItemLink, DashboardList } from './dashboard-list';
import { EnterpriseGuide } from './first-run-guides';
import { DashboardShell } from './dashboard-shell';
import { ApplicationStatusBadge } from './status-badge';

interface EnterpriseDashboardProps {
  user: Me;
  messages: ReactNode;
  notifications: ReactNode;
  /** Work agreements and payments (issue 21), composed in app/ from the payments feature. */
  agreements: ReactNode;
}

export function EnterpriseDashboard({ user, messages, notifications, agreements }: EnterpriseDashboardProps) {
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
      guide={<EnterpriseGuide user={user} />}
      tabs={[
        { value: 'overview', label: t('dashboard.tabs.overview'), content: <Overview /> },
        { value: 'jobs', label: t('dashboard.tabs.jobs'), content: <OwnJobs /> },
        { value: 'applications', label: t('dashboard.tabs.applications'), content: <Applications /> },
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
  // Before the first job the counts are all zero; the checklist above says what to do instead.
  if (jobs.data?.length === 0)
    return (
      <p className="text-stone-700">
        {t('dashboard.noJobs')}{' '}
        <Link to="/post-job" className="font-medium text-brand-700 hover:underline">
          {t('dashboard.postJob')}
        </Link>
      </p>
    );
  const stats = [
    ['jobsPosted', jobs.data?.length],
    ['openJobs', jobs.data?.filter((j) => j.status === 'open').length],
    ['applicationsReceived', applications.data?.length],
    ['pendingReview', applications.data?.filter((a) => a.status === 'pending').length],
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
  const jobs = useEnterpriseJobs();
  return (
    <DashboardList
      query={jobs}
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
        </Card>
      )}
    </DashboardList>
  );
}

function Applications() {
  const { t, i18n } = useTranslation();
  const applications = useEnterpriseApplications();
  const decide = useDecideApplication();
  const act = (id: number, action: 'recommend' | 'reject') =>
    decide.mutate(
      { id, action },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => toast.error(t('dashboard.decisionFailed', { message: error.message })),
      },
    );
  return (
    <DashboardList
      query={applications}
      failed={(error) => t('dashboard.applicationsFailed', { message: error.message })}
      empty={t('dashboard.noApplicationsReceived')}
      itemKey={(a) => a.id}
    >
      {(a) => (
        <Card className="grid gap-2 p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <DashboardItemLink to={`/creators/${a.creatorId}`}>
                  {a.creator.name || t('dashboard.unknown')}
                </DashboardItemLink>
                {a.creator.isVerified ? <VerifiedBadge /> : null}
              </div>
              <p className="text-sm text-stone-600">
                {a.jobTitle || t('dashboard.unknownJob')} · {formatRupees(a.proposedPrice)} ·{' '}
                {formatDate(a.createdAt, i18n.language)}
              </p>
            </div>
            <ApplicationStatusBadge status={a.status} />
          </div>
          <p className="whitespace-pre-wrap text-sm text-stone-800">{a.coverLetter}</p>
          {a.status === 'pending' ? (
            <div className="flex flex-wrap gap-2">
              <Button disabled={decide.isPending} onClick={() => act(a.id, 'recommend')}>
                {t('dashboard.recommend')}
              </Button>
              <Button variant="destructive" disabled={decide.isPending} onClick={() => act(a.id, 'reject')}>
                {t('dashboard.reject')}
              </Button>
            </div>
          ) : null}
        </Card>
      )}
    </DashboardList>
  );
}
