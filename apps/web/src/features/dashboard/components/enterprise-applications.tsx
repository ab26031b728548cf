import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import type { ApplicationWithCreator } from '@kalasetu/shared/applications';
import { countsTotal } from '@kalasetu/shared/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { useDecideApplication, useEnterpriseApplications } from '../api/dashboard';
import { ApplicantCard } from './applicant-card';
import { PagedList } from '../../../components/ui/paged-list';

/**
 * The enterprise's applicants, or one job's when the address names it (`?job=`, where an "applied" notification
 * leads). Recommending asks the admin to hire; rejecting is confirmed first.
 */
export function EnterpriseApplications({
  invitationsFor,
}: {
  invitationsFor?: (jobId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('job')) || null;
  const [pageOf, setPageOf] = useState({ jobId, page: 1 });
  // Another job (or all of them) starts again at the first page.
  const page = pageOf.jobId === jobId ? pageOf.page : 1;
  const applications = useEnterpriseApplications(jobId, page);
  const decide = useDecideApplication();
  const [rejecting, setRejecting] = useState<ApplicationWithCreator | null>(null);
  const act = (id: number, action: 'recommend' | 'reject') =>
    decide.mutate(
      { id, action },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setRejecting(null);
        },
        onError: (error) => toast.error(t('dashboard.decisionFailed', { message: error.message })),
      },
    );
  const jobTitle = jobId ? applications.data?.applications[0]?.jobTitle : undefined;
  const showAll = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('job');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      {jobId ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium [overflow-wrap:anywhere]">
            {jobTitle ? t('hiring.applicant.forJob', { title: jobTitle }) : t('hiring.applicant.forOneJob')}
          </p>
          <Button variant="secondary" size="sm" onClick={showAll}>
            {t('hiring.applicant.showAll')}
          </Button>
        </div>
      ) : null}
      {jobId && invitationsFor ? invitationsFor(jobId) : null}
      <PagedList
        query={applications}
        items={applications.data?.applications}
        paging={{
          page,
          total: applications.data ? countsTotal(applications.data.counts) : 0,
          label: t('dashboard.pages.applicants'),
          onPageChange: (next) => setPageOf({ jobId, page: next }),
        }}
        failed={(error) => t('dashboard.applicationsFailed', { message: error.message })}
        empty={
          <>
            {t('dashboard.noApplicationsReceived')}{' '}
            <Link to="/creators" className="text-brand-700 hover:underline">
              {t('dashboard.findCreators')}
            </Link>
          </>
        }
        itemKey={(a) => a.id}
      >
        {(a) => (
          <ApplicantCard
            application={a}
            busy={decide.isPending}
            onRecommend={() => act(a.id, 'recommend')}
            onReject={() => setRejecting(a)}
          />
        )}
      </PagedList>
      <Dialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('hiring.applicant.rejectTitle')}
        description={
          rejecting
            ? t('hiring.applicant.rejectConfirm', { name: rejecting.creator.name, title: rejecting.jobTitle })
            : null
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setRejecting(null)}>
              {t('hiring.cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={decide.isPending}
              onClick={() => rejecting && act(rejecting.id, 'reject')}
            >
              {t('hiring.applicant.rejectSubmit')}
            </Button>
          </>
        }
      />
    </>
  );
}
