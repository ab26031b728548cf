import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { applyToJobSchema, type ApplyToJobData, type ApplyToJobInput } from '@kalasetu/shared/applications';
import type { JobDetail } from '@kalasetu/shared/jobs';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { formatRupeeRange, typedAmountHint } from '@kalasetu/shared/money';
import { useApplyToJob } from '../api/apply-to-job';

interface ApplyDialogProps {
  job: JobDetail;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Proposed budget and cover letter; Submit stays disabled until both are filled in. */
export function ApplyDialog({ job, open, onOpenChange }: ApplyDialogProps) {
  const { t, i18n } = useTranslation();
  const apply = useApplyToJob(job.id);
  const form = useForm<ApplyToJobInput, unknown, ApplyToJobData>({
    resolver: zodResolver(applyToJobSchema),
    defaultValues: { proposedPrice: '', coverLetter: '' },
  });
  const price = String(useWatch({ control: form.control, name: 'proposedPrice' }) ?? '');
  const letter = String(useWatch({ control: form.control, name: 'coverLetter' }) ?? '');
  const blank = price.trim() === '' || letter.trim() === '';

  const submit = form.handleSubmit(async (data) => {
    try {
      await apply.mutateAsync(data);
      toast.success(t('jobs.apply.success'));
      form.reset();
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) {
        for (const [field, message] of Object.entries(error.fields))
          if (field === 'proposedPrice' || field === 'coverLetter') form.setError(field, { message });
        return;
      }
      // A refusal with a reason (already applied, job closed) says so; anything else gets the general text.
      toast.error(
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : t('jobs.apply.failed'),
      );
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('jobs.apply.title', { title: job.title || t('jobs.card.untitled') })}
      description={t('jobs.apply.budgetHint', { budget: formatRupeeRange(job.budgetMin, job.budgetMax) })}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormField
          label={t('jobs.apply.budget')}
          error={form.formState.errors.proposedPrice?.message}
          hint={typedAmountHint(price, i18n.language)}
          required
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('proposedPrice')} />
        </FormField>
        <FormField
          label={t('jobs.apply.coverLetter')}
          error={form.formState.errors.coverLetter?.message}
          required
        >
          <Textarea
            rows={6}
            placeholder={t('jobs.apply.coverLetterPlaceholder')}
            {...form.register('coverLetter')}
          />
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('jobs.apply.cancel')}
          </Button>
          <Button type="submit" disabled={blank || form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('jobs.apply.submitting') : t('jobs.apply.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
