import { useTranslation } from '../../../lib/use-translation';
import { vpaField } from '@kalasetu/shared/payments';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { usePayoutVpa, useSetPayout } from '../api/agreement';
import { TextStepForm } from './text-step-form';

/** The creator's payout UPI ID: enterprises with an agreement with them pay to it; nobody else sees it. */
export function PayoutVpaForm() {
  const { t } = useTranslation();
  const payout = usePayoutVpa(true);
  const step = useSetPayout();
  return (
    <Card className="space-y-2 p-4">
      <h2 className="text-lg font-semibold">{t('payments.payout.title')}</h2>
      <p className="text-sm text-stone-600">{t('payments.payout.explain')}</p>
      {payout.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <TextStepForm
          key={payout.data?.vpa ?? ''}
          field={vpaField}
          label={t('payments.payout.label')}
          defaultValue={payout.data?.vpa ?? ''}
          submitLabel={t('payments.payout.save')}
          onSubmit={(vpa) => step.mutateAsync({ body: { vpa } })}
          onDone={() => toast.success(t('payments.payout.saved'))}
        />
      )}
    </Card>
  );
}
