import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { AdminJob } from '@kalasetu/shared/admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/input';
import { useAssignCreator, useUnassignCreator } from '../api/admin-mutations';
import { usePeopleOptions } from '../api/get-users';
import { PeopleSearch } from './people-search';

/** Assign (or reassign) a creator through the jobs service: the application is accepted or created. */
export function AssignDialog({ job, onClose }: { job: AdminJob | null; onClose(): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const creators = usePeopleOptions('creator', job !== null, search);
  const assign = useAssignCreator();
  const [creatorId, setCreatorId] = useState('');
  const reassigning = !!job?.selectedApplicantId;

  const submit = async () => {
    if (!job || !creatorId) return;
    try {
      await assign.mutateAsync({ id: job.id, creatorId });
      toast.success(reassigning ? t('admin.jobs.reassigned') : t('admin.jobs.assigned'));
      setCreatorId('');
      onClose();
    } catch {
      toast.error(reassigning ? t('admin.jobs.reassignFailed') : t('admin.jobs.assignFailed'));
    }
  };

  return (
    <Dialog
      open={job !== null}
      onOpenChange={(open) => !open && onClose()}
      title={reassigning ? t('admin.jobs.reassignTitle') : t('admin.jobs.assignTitle')}
      description={job?.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button onClick={submit} disabled={!creatorId || assign.isPending}>
            {reassigning ? t('admin.jobs.reassign') : t('admin.jobs.assign')}
          </Button>
        </>
      }
    >
      <PeopleSearch
        onSearch={setSearch}
        shown={creators.data?.users.length ?? 0}
        total={creators.data?.total ?? 0}
      />
      <FormField label={t('admin.jobs.creator')} required>
        <Select value={creatorId} onChange={(event) => setCreatorId(event.target.value)}>
          <option value="">{t('admin.jobs.chooseCreator')}</option>
          {(creators.data?.users ?? [])
            .filter((c) => c.id !== job?.selectedApplicantId)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.email})
              </option>
            ))}
        </Select>
      </FormField>
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
