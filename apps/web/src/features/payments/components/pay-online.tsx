import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatPaise } from '@kalasetu/shared/money';
import type { Milestone } from '@kalasetu/shared/payments';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { agreementKeys } from '../api/agreement';
import { CheckoutClosed, payOnline } from '../api/gateway';

const newKey = () => globalThis.crypto.randomUUID();

/**
 * "Pay online" through the gateway, next to UPI. The money is held by the gateway and reaches the creator when the
 * part is approved (decision 245), so it may be paid before approval too.
 */
export function PayOnline({ milestone }: { milestone: Milestone }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [keys, setKeys] = useState(() => ({ order: newKey(), payment: newKey() }));

  const pay = async () => {
    setBusy(true);
    try {
      await payOnline(milestone.id, t('payments.online.merchant'), keys);
      toast.success(t('payments.online.paid'));
      setKeys({ order: newKey(), payment: newKey() });
      await queryClient.invalidateQueries({ queryKey: agreementKeys.all });
    } catch (error) {
      if (error instanceof CheckoutClosed) toast.info(t('payments.online.closed'));
      else if ((error as Error).message === 'checkout') toast.error(t('payments.online.loadFailed'));
      else
        toast.error(
          (error as Error).message === 'failed' ? t('payments.online.failed') : (error as Error).message,
        );
      setKeys((current) => ({ ...current, order: newKey() }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-1" data-testid="pay-online">
      <Button onClick={() => void pay()} disabled={busy}>
        {busy
          ? t('payments.online.opening')
          : t('payments.online.pay', { amount: formatPaise(milestone.amountPaise) })}
      </Button>
      <p className="max-w-prose text-xs text-stone-600">{t('payments.online.held')}</p>
    </div>
  );
}
