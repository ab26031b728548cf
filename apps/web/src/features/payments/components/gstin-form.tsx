import { useTranslation } from '../../../lib/use-translation';
import { z } from 'zod';
import { isValidGstin } from '@kalasetu/shared/invoices';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useSetGstin } from '../api/agreement';
import { useGstin } from '../api/invoices';
import { TextStepForm } from './text-step-form';

/** Blank clears it; otherwise the shared check (format, state code, check character). */
const gstinOrBlank = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || isValidGstin(value), { error: 'validation.gstinInvalid' });

/** The optional GSTIN printed on invoices; a creator with one issues tax invoices (decision 240). */
export function GstinForm({ side }: { side: 'creator' | 'enterprise' }) {
  const { t } = useTranslation();
  const current = useGstin();
  const step = useSetGstin();
  return (
    <Card className="space-y-2 p-4">
      <h2 className="text-lg font-semibold">{t('payments.gstin.title')}</h2>
      <p className="text-sm text-stone-600">
        {side === 'creator' ? t('payments.gstin.explainCreator') : t('payments.gstin.explainEnterprise')}
      </p>
      {current.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <TextStepForm
          key={current.data?.gstin ?? ''}
          field={gstinOrBlank}
          label={t('payments.gstin.label')}
          optional
          defaultValue={current.data?.gstin ?? ''}
          submitLabel={t('payments.gstin.save')}
          onSubmit={(gstin) => step.mutateAsync({ body: { gstin } })}
          onDone={() => toast.success(t('payments.gstin.saved'))}
        />
      )}
    </Card>
  );
}
