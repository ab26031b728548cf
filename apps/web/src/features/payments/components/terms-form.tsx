import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { AGREEMENT_MAX_MILESTONES, type Agreement } from '@kalasetu/shared/payments';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSendTerms } from '../api/agreement';
import { readTerms, termsFormValues, type TermsFormValues } from '../utils/terms-input';

/** The enterprise's terms: price, deliverables, due date and up to five milestones that add up to the price. */
export function TermsForm({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  const step = useSendTerms();
  const form = useForm<TermsFormValues>({ defaultValues: termsFormValues(agreement) });
  const parts = useFieldArray({ control: form.control, name: 'milestones' });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: string) =>
    (
      name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], errors) as
        { message?: string } | undefined
    )?.message;

  const submit = form.handleSubmit(async (values) => {
    const read = readTerms(values);
    if ('errors' in read) {
      for (const [name, message] of Object.entries(read.errors))
        form.setError(name as Path<TermsFormValues>, { message });
      return;
    }
    try {
      await step.mutateAsync({ params: { id: agreement.jobId }, body: read.terms });
      toast.success(t('payments.terms.saved'));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('common.unexpectedError'));
    }
  });

  return (
    <form
      // Every error here comes from readTerms at the last submit; the sum's error sits on `milestones`, which no field
      // validates, so left standing it would make react-hook-form refuse every later submit.
      onSubmit={(event) => {
        form.clearErrors();
        void submit(event);
      }}
      className="space-y-4"
      noValidate
      aria-label={t('payments.terms.formLabel')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('payments.terms.price')}
          error={errorOf('price')}
          hint={t('payments.terms.priceHint')}
          required
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('price')} />
        </FormField>
        <FormField label={t('payments.terms.dueDate')} error={errorOf('dueDate')} required>
          <Input type="date" {...form.register('dueDate')} />
        </FormField>
      </div>
      <FormField label={t('payments.terms.deliverables')} error={errorOf('deliverables')} required>
        <Textarea rows={4} {...form.register('deliverables')} />
      </FormField>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-stone-800">{t('payments.terms.milestones')}</legend>
        <p className="text-sm text-stone-600">{t('payments.terms.milestonesHint')}</p>
        {errorOf('milestones') ? (
          <p role="alert" className="text-sm text-red-700">
            {t(errorOf('milestones')!)}
          </p>
        ) : null}
        {parts.fields.map((field, index) => (
          <div
            key={field.id}
            className="grid gap-2 rounded-md border border-stone-200 p-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
          >
            <FormField
              label={t('payments.terms.milestoneTitle', { n: index + 1 })}
              error={errorOf(`milestones.${index}.title`)}
              required
            >
              <Input {...form.register(`milestones.${index}.title`)} />
            </FormField>
            <FormField
              label={t('payments.terms.milestoneAmount')}
              error={errorOf(`milestones.${index}.amount`)}
              required
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                {...form.register(`milestones.${index}.amount`)}
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              aria-label={`${t('payments.terms.removeMilestone')}: ${t('payments.terms.milestoneTitle', { n: index + 1 })}`}
              onClick={() => parts.remove(index)}
            >
              {t('payments.terms.removeMilestone')}
            </Button>
          </div>
        ))}
        {parts.fields.length < AGREEMENT_MAX_MILESTONES ? (
          <Button type="button" variant="secondary" onClick={() => parts.append({ title: '', amount: '' })}>
            {t('payments.terms.addMilestone')}
          </Button>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={isSubmitting}>
        {t('payments.terms.save')}
      </Button>
    </form>
  );
}
