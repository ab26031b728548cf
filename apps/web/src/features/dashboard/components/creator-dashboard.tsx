import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { APPLICATION_STATUSES } from '@kalasetu/shared/roles';
import type { Me } from '@kalasetu/shared/profiles';
import { countsTotal } from '@kalasetu/shared/http';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { formatRupeeRangeShort, formatRupees } from '@kalasetu/shared/money';
import { useCreatorApplications, useRelevantJobs } from '../api/dashboard';
import { profileCompleteness } from '../utils/completeness';
import { PagedList } from '../../../components/ui/paged-list';
import { DashboardItemLink } from './dashboard-item-link';
import { DashboardShell } from './dashboard-shell';
import { CreatorGuide } from './first-run-guides';
import { ApplicationStatusBadge } from './status-badge';

interface CreatorDashboardProps {
  user: Me;
  messages: ReactNode;
  notifications: ReactNode;
  /** Invitations to apply from enterprises (invitations feature), composed by the route. */
  invitations: ReactNode;
  /** The portfolio manager (portfolio feature), composed by the route. */
  portfolio: ReactNode;
  /** Work agreements and payments, composed in app/ from the payments feature. */
  agreements: ReactNode;
  /** What the creator must do next (an agreement to accept, a part to deliver), composed in app/. */
  nextSteps?: ReactNode;
  onEditProfile(): void;
}

export function CreatorDashboard({
  user,
  messages,
  notifications,
  invitations,
  portfolio,
  agreements,
  nextSteps,
  onEditProfile,
}: CreatorDashboardProps) {
  const { t } = useTranslation();
  return (
    <DashboardShell
      title={t('dashboard.creatorTitle', { name: user.name })}
      actions={
        <>
          <Button variant="secondary" onClick={onEditProfile}>
            {t('dashboard.editProfile')}
          </Button>
          <Button asChild>
            <Link to="/jobs">{t('dashboard.findJobs')}</Link>
          </Button>
        </>
      }
      lead={nextSteps}
      guide={<CreatorGuide user={user} onEditProfile={onEditProfile} />}
      tabs={[
        {
          value: 'overview',
          label: t('dashboard.tabs.overview'),
          content: <Overview user={user} onEditProfile={onEditProfile} />,
        },
        { value: 'applications', label: t('dashboard.tabs.applications'), content: <CreatorApplications /> },
        { value: 'invitations', label: t('invitations.tab'), content: invitations },
        { value: 'portfolio', label: t('dashboard.tabs.portfolio'), content: portfolio },
        { value: 'agreements', label: t('dashboard.tabs.agreements'), content: agreements },
        { value: 'messages', label: t('dashboard.tabs.messages'), content: messages },
        { value: 'notifications', label: t('dashboard.tabs.notifications'), content: notifications },
      ]}
    />
  );
}

function Overview({ user, onEditProfile }: { user: Me; onEditProfile(): void }) {
  const { t, i18n } = useTranslation();
  const applications = useCreatorApplications();
  const relevant = useRelevantJobs(user.skills);
  const completeness = profileCompleteness(user);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {/* Four zeros tell a new creator nothing; the checklist above the tabs says what to do first. */}
      {applications.data && countsTotal(applications.data.counts) === 0 ? null : (
        <Card className="p-4 md:col-span-2">
          <h2 className="mb-3 text-lg font-semibold">{t('dashboard.applicationCounts')}</h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {APPLICATION_STATUSES.map((status) => (
              <div key={status} className="rounded-md bg-stone-50 p-3">
                <dt className="text-sm text-stone-600">{t(`dashboard.status.${status}`)}</dt>
                <dd className="text-2xl font-bold" data-testid={`count-${status}`}>
                  {applications.data?.counts[status] ?? 0}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      )}
      <Card className="p-4">
        <h2 className="mb-3 text-lg font-semibold">{t('dashboard.relevantJobs')}</h2>
        {relevant.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : relevant.isError ? (
          <p role="alert" className="text-red-700">
            {t('dashboard.relevantJobsFailed')}
          </p>
        ) : relevant.data.length === 0 ? (
          <p className="text-stone-600">{t('dashboard.noRelevantJobs')}</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {relevant.data.map((job) => (
              <li key={job.id} className="py-2">
                <Link
                  to={`/jobs/${job.id}`}
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
                >
                  {job.title}
                </Link>
                <p className="text-sm text-stone-600">
                  {job.location} · {formatRupeeRangeShort(job.budgetMin, job.budgetMax, i18n.language)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="p-4">
        <h2 className="mb-3 text-lg font-semibold">{t('dashboard.completeness')}</h2>
        <div
          role="progressbar"
          aria-label={t('dashboard.completeness')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={completeness.percent}
          className="h-3 overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full bg-brand-600" style={{ width: `${completeness.percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-stone-700">
          {t('dashboard.completenessValue', { n: completeness.percent })}
        </p>
        {completeness.percent < 100 ? (
          <Button variant="link" onClick={onEditProfile}>
            {t('dashboard.completeProfile')}
          </Button>
        ) : (
          <Link to={`/creators/${user.id}`} className="text-sm text-brand-700 hover:underline">
            {t('dashboard.viewProfile')}
          </Link>
        )}
      </Card>
    </div>
  );
}

function CreatorApplications() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const applications = useCreatorApplications(page);
  return (
    <PagedList
      query={applications}
      items={applications.data?.applications}
      paging={{
        page,
        total: applications.data ? countsTotal(applications.data.counts) : 0,
        label: t('dashboard.pages.applications'),
        onPageChange: setPage,
      }}
      failed={(error) => t('dashboard.applicationsFailed', { message: error.message })}
      empty={
        <>
          {t('dashboard.noApplications')}{' '}
          <Link to="/jobs" className="text-brand-700 hover:underline">
            {t('dashboard.findJobs')}
          </Link>
        </>
      }
      itemKey={(a) => a.id}
    >
      {(a) => (
        <Card className="flex flex-wrap items-start justify-between gap-2 p-4">
          <div className="min-w-0">
            <DashboardItemLink to={`/jobs/${a.jobId}`}>
              {a.job.title || t('dashboard.unknownJob')}
            </DashboardItemLink>
            <p className="text-sm text-stone-600">
              {t('dashboard.proposed', { price: formatRupees(a.proposedPrice) })} ·{' '}
              {formatDate(a.createdAt, i18n.language)}
            </p>
          </div>
          <ApplicationStatusBadge status={a.status} />
        </Card>
      )}
    </PagedList>
  );
}
