import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { inviteFormSchema, type InviteFormData, type InviteFormInput } from '@kalasetu/shared/hiring';
import { MESSAGE_MAX_LENGTH } from '@kalasetu/shared/limits';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Select, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useInviteCreator, useOwnOpenJobs } from '../api/invitations';
import { inviteReturnPath } from '../utils/invite-return';

interface InviteDialogProps {
  creator: { id: string; name: string };
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** An enterprise picks one of its open jobs and may add a note; the note becomes the first message. */
export function InviteDialog({ creator, open, onOpenChange }: InviteDialogProps) {
  const { t } = useTranslation();
  const jobs = useOwnOpenJobs(open);
  const invite = useInviteCreator();
  const form = useForm<InviteFormInput, unknown, InviteFormData>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { jobId: '', note: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ jobId, note }) => {
    try {
      await invite.mutateAsync({ jobId: Number(jobId), creatorId: creator.id, note });
      toast.success(t('invitations.invite.sent', { name: creator.name }));
      form.reset();
      onOpenChange(false);
    } catch (error) {
      // Already invited, already applied, the job closed, today's limit reached: the server says which.
      toast.error(
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : t('invitations.invite.failed'),
      );
    }
  });

  let body;
  if (jobs.isPending) body = <Spinner label={t('common.loading')} className="py-4" />;
  else if (jobs.isError)
    body = (
      <p role="alert" className="text-red-700">
        {t('invitations.invite.jobsFailed')}
      </p>
    );
  else if (jobs.data.jobs.length === 0)
    body = (
      <p className="text-stone-700">
        {t('invitations.invite.noOpenJobs')}{' '}
        {/* Posting brings the enterprise back here with the invitation open. */}
        <Link
          to={`/post-job?next=${encodeURIComponent(inviteReturnPath(creator.id))}`}
          className="font-medium text-brand-700 hover:underline"
        >
          {t('invitations.invite.postJob')}
        </Link>
      </p>
    );
  else
    body = (
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormField
          label={t('invitations.invite.job')}
          error={errors.jobId?.message}
          required
          hint={
            // The list is a page: past it, say so rather than let a job look missing.
            jobs.data.counts.open > jobs.data.jobs.length
              ? t('invitations.invite.newestJobs', { n: jobs.data.jobs.length })
              : undefined
          }
        >
          <Select {...form.register('jobId')}>
            <option value="">{t('invitations.invite.chooseJob')}</option>
            {jobs.data.jobs.map((job) => (
              <option key={job.id} value={String(job.id)}>
                {job.title.trim() || t('invitations.untitledJob')}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('invitations.invite.note')}
          hint={t('invitations.invite.noteHint')}
          error={errors.note?.message}
        >
          <Textarea rows={4} maxLength={MESSAGE_MAX_LENGTH} {...form.register('note')} />
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('invitations.invite.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('invitations.invite.sending') : t('invitations.invite.send')}
          </Button>
        </div>
      </form>
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('invitations.invite.title', { name: creator.name })}
      description={t('invitations.invite.description')}
    >
      <div className="mt-4">{body}</div>
    </Dialog>
  );
}
