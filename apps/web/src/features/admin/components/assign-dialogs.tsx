import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import type { AdminJob } from '@kalasetu/shared/admin';
import { ASSIGN_OTHER_CREATORS_LIMIT } from '@kalasetu/shared/limits';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useAssignCreator, useUnassignCreator } from '../api/admin-mutations';
import { useCandidates } from '../api/recommendations';
import { CandidateOption } from './candidate-option';
import { PeopleSearch } from './people-search';

/** What the assign dialog needs of a job: the jobs table's row or a queue item's job. */
export type AssignableJob = Pick<AdminJob, 'id' | 'title' | 'selectedApplicantId'>;

/**
 * Assign (or reassign) a creator through the jobs service. The job's applicants come first with their proposals, the
 * recommended one marked and chosen already; then other creators, whom a search narrows.
 */
export function AssignDialog({ job, onClose }: { job: AssignableJob | null; onClose(): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const candidates = useCandidates(job?.id ?? null, search);
  const assign = useAssignCreator();
  const [picked, setPicked] = useState<string | null>(null);
  const reassigning = !!job?.selectedApplicantId;
  const rows = (candidates.data?.candidates ?? []).filter((c) => c.creator.id !== job?.selectedApplicantId);
  const creatorId = picked ?? rows.find((c) => c.recommended)?.creator.id ?? '';
  const applicants = rows.filter((c) => c.application);
  const others = rows.filter((c) => !c.application);

  const close = () => {
    setPicked(null);
    setSearch('');
    onClose();
  };
  const submit = async () => {
    if (!job || !creatorId) return;
    try {
      await assign.mutateAsync({ id: job.id, creatorId });
      toast.success(reassigning ? t('admin.jobs.reassigned') : t('admin.jobs.assigned'));
      close();
    } catch {
      toast.error(reassigning ? t('admin.jobs.reassignFailed') : t('admin.jobs.assignFailed'));
    }
  };
  const group = (label: string, list: typeof rows) =>
    list.length === 0 ? null : (
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-semibold text-stone-800">{label}</legend>
        <div className="grid gap-2">
          {list.map((candidate) => (
            <CandidateOption
              key={candidate.creator.id}
              candidate={candidate}
              name={`assign-${job?.id}`}
              checked={candidate.creator.id === creatorId}
              onSelect={() => setPicked(candidate.creator.id)}
            />
          ))}
        </div>
      </fieldset>
    );

  return (
    <Dialog
      open={job !== null}
      onOpenChange={(open) => !open && close()}
      title={reassigning ? t('admin.jobs.reassignTitle') : t('admin.jobs.assignTitle')}
      description={job?.title}
      className="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('admin.cancel')}
          </Button>
          <Button onClick={submit} disabled={!creatorId || assign.isPending}>
            {reassigning ? t('admin.jobs.reassign') : t('admin.jobs.assign')}
          </Button>
        </>
      }
    >
      <PeopleSearch onSearch={setSearch} shown={others.length} total={others.length} />
      {candidates.isPending ? (
        <Spinner label={t('common.loading')} className="my-4" />
      ) : candidates.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {candidates.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-sm text-stone-700">{t('hiring.assign.none')}</p>
      ) : (
        <>
          {group(t('hiring.assign.applicants', { n: applicants.length }), applicants)}
          {group(t('hiring.assign.others'), others)}
          {others.length >= ASSIGN_OTHER_CREATORS_LIMIT ? (
            <p className="mt-2 text-xs text-stone-600">{t('hiring.assign.more')}</p>
          ) : null}
        </>
      )}
    </Dialog>
  );
}

export function UnassignDialog({ job, onClose }: { job: AdminJob | null; onClose(): void }) {
  const { t } = useTranslation();
  const unassign = useUnassignCreator();
  const submit = async () => {
    if (!job) return;
    try {
      await unassign.mutateAsync(job.id);
      toast.success(t('admin.jobs.unassignDone'));
      onClose();
    } catch {
      toast.error(t('admin.jobs.unassignFailed'));
    }
  };
  return (
    <Dialog
      open={job !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.jobs.unassignTitle')}
      description={t('admin.jobs.unassignConfirm')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button variant="destructive" onClick={submit} disabled={unassign.isPending}>
            {t('admin.jobs.unassign')}
          </Button>
        </>
      }
    />
  );
}
