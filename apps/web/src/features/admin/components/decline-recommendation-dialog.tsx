import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import {
  declineRecommendationSchema,
  type DeclineRecommendationData,
  type Recommendation,
} from '@kalasetu/shared/hiring';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useDeclineRecommendation } from '../api/recommendations';

/** Decline with a reason: the enterprise reads it in its notification, and the application is pending again. */
export function DeclineRecommendationDialog({
  item,
  onClose,
}: {
  item: Recommendation | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const decline = useDeclineRecommendation();
  const form = useForm<DeclineRecommendationData>({
    resolver: zodResolver(declineRecommendationSchema),
    values: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!item) return;
    try {
      await decline.mutateAsync({ applicationId: item.applicationId, reason });
      toast.success(t('hiring.queue.declined'));
      form.reset();
      onClose();
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['reason'] as const)) return;
      toast.error(error instanceof ApiError ? error.message : t('hiring.queue.declineFailed'));
    }
  });
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('hiring.queue.declineTitle')}
      description={
        item ? t('hiring.queue.declineDescription', { name: item.creator.name, title: item.job.title }) : null
      }
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormField
          label={t('hiring.queue.reason')}
          hint={t('hiring.queue.reasonHint')}
          error={errors.reason?.message}
          required
        >
          <Textarea rows={4} {...form.register('reason')} />
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t('hiring.queue.declineSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
