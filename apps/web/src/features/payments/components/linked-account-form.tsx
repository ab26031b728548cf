import { useTranslation } from '../../../lib/use-translation';
import { linkedAccountField } from '@kalasetu/shared/payments-gateway';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useSetLinkedAccount } from '../api/agreement';
import { useGatewayOptions } from '../api/gateway';
import { TextStepForm } from './text-step-form';

/**
 * An admin records the creator's Razorpay linked account, made in Razorpay's dashboard with the creator's KYC
 * (decision 245). Shown on the agreement page only when the server has gateway keys.
 */
export function LinkedAccountForm({
  jobId,
  creator,
}: {
  jobId: number;
  creator: { id: string; name: string };
}) {
  const { t } = useTranslation();
  const options = useGatewayOptions(jobId);
  const step = useSetLinkedAccount();
  if (!options.data?.provider) return null;
  const current = options.data.linkedAccountId ?? '';
  return (
    <Card className="space-y-2 p-4" data-testid="linked-account">
      <h2 className="text-lg font-semibold">{t('payments.online.linked.title')}</h2>
      <p className="text-sm text-stone-600">{t('payments.online.linked.explain', { name: creator.name })}</p>
      <TextStepForm
        key={current}
        field={linkedAccountField}
        label={t('payments.online.linked.label')}
        defaultValue={current}
        submitLabel={t('payments.online.linked.save')}
        onSubmit={(accountId) => step.mutateAsync({ params: { id: creator.id }, body: { accountId } })}
        onDone={() => toast.success(t('payments.online.linked.saved'))}
      />
    </Card>
  );
}
