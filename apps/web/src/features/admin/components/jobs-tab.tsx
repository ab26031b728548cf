import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import type { AdminJob } from '@kalasetu/shared/admin';
import { JOB_STATUSES, type JobStatus } from '@kalasetu/shared/roles';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { useSetJobStatus } from '../api/admin-mutations';
import { useAdminJobs } from '../api/get-admin-jobs';
import { AddJobDialog } from './add-job-dialog';
import { AssignDialog, UnassignDialog } from './assign-dialogs';
import { CommentsDialog } from './comments-dialog';
import { AdminFilter, AdminSearch } from './admin-filters';
import { AdminListState } from './admin-list-state';
import { AdminPagination } from './admin-pagination';
import { AdminTable } from './admin-table';
import { AdminSection } from './admin-section';

export function JobsTab() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<JobStatus | ''>('');
  const [page, setPage] = useState(1);
  const jobs = useAdminJobs({ q: q.trim() || undefined, status: status || undefined, page });
  const setJobStatus = useSetJobStatus();
  const [assigning, setAssigning] = useState<AdminJob | null>(null);
  const [unassigning, setUnassigning] = useState<AdminJob | null>(null);
  const [commenting, setCommenting] = useState<AdminJob | null>(null);
  const [adding, setAdding] = useState(false);

  const changeStatus = async (job: AdminJob, next: JobStatus) => {
    try {
      await setJobStatus.mutateAsync({ id: job.id, status: next });
      toast.success(t('admin.jobs.statusUpdated'));
    } catch {
      toast.error(t('admin.jobs.statusFailed'));
    }
  };

  const pageCount = jobs.data ? Math.ceil(jobs.data.total / jobs.data.pageSize) : 1;
  return (
    <AdminSection
      headingId="admin-jobs-heading"
      title={t('admin.jobs.heading')}
      actions={<Button onClick={() => setAdding(true)}>{t('admin.jobs.add')}</Button>}
    >
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <AdminSearch
          label={t('admin.jobs.search')}
          value={q}
          onSearch={(next) => {
            setQ(next);
            setPage(1);
          }}
        />
        <AdminFilter<JobStatus | ''>
          label={t('admin.jobs.statusFilter')}
          value={status}
          options={[
            { value: '', label: t('admin.jobs.allStatuses') },
            ...JOB_STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) })),
          ]}
          onFilter={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </div>
      <p className="mt-3 text-sm text-stone-600">{t('admin.jobs.statusKey')}</p>
      <AdminListState
        query={jobs}
        failed={t('admin.jobs.loadFailed')}
        empty={t('admin.jobs.empty')}
        isEmpty={(data) => data.jobs.length === 0}
      >
        {(data) => (
          <AdminTable
            wide
            headings={[
              t('admin.jobs.title'),
              t('admin.jobs.enterprise'),
              t('admin.jobs.status'),
              t('admin.jobs.assignedTo'),
              t('admin.jobs.actions'),
            ]}
          >
            {data.jobs.map((job) => (
              <tr key={job.id} className="border-b border-stone-100 align-middle">
                <td className="py-2 pr-3 font-medium">{job.title}</td>
                <td className="py-2 pr-3">{job.enterpriseName}</td>
                <td className="py-2 pr-3">
                  <Select
                    aria-label={t('admin.jobs.statusOf', { title: job.title })}
                    value={job.status}
                    onChange={(event) => void changeStatus(job, event.target.value as JobStatus)}
                  >
                    {JOB_STATUSES.map((value) => (
                      <option key={value} value={value}>
                        {t(`admin.status.${value}`)}
                      </option>
                    ))}
                  </Select>
                  {job.recommendation ? (
                    <Badge tone="brand" className="mt-1">
                      {t('hiring.jobs.recommended')}
                    </Badge>
                  ) : null}
                </td>
                <td className="py-2 pr-3">
                  {job.assignedName ??
                    (job.recommendation
                      ? t('hiring.jobs.awaiting', { name: job.recommendation.creatorName })
                      : t('admin.jobs.nobody'))}
                </td>
                <td className="py-2">
                  <div className="flex flex-wrap gap-1">
                    <Button size="sm" variant="secondary" onClick={() => setAssigning(job)}>
                      {job.selectedApplicantId ? t('admin.jobs.reassign') : t('admin.jobs.assign')}
                    </Button>
                    {job.selectedApplicantId ? (
                      <Button size="sm" variant="ghost" onClick={() => setUnassigning(job)}>
                        {t('admin.jobs.unassign')}
                      </Button>
                    ) : null}
                    <Button size="sm" variant="ghost" onClick={() => setCommenting(job)}>
                      {t('admin.jobs.comments')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListState>
      <AdminPagination page={page} pageCount={pageCount} onPageChange={setPage} />
      <AssignDialog job={assigning} onClose={() => setAssigning(null)} />
      <UnassignDialog job={unassigning} onClose={() => setUnassigning(null)} />
      <CommentsDialog job={commenting} onClose={() => setCommenting(null)} />
      <AddJobDialog open={adding} onOpenChange={setAdding} />
    </AdminSection>
  );
}
