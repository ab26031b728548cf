import { useTranslation } from '../../../lib/use-translation';
import { requiredText } from '@kalasetu/shared/fields';
import { formatPaise } from '@kalasetu/shared/money';
import { utrField, type Agreement, type Milestone } from '@kalasetu/shared/payments';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useConfirmPayment, useDisputePayment, useRecordPayment } from '../api/agreement';
import { useGatewayOptions } from '../api/gateway';
import { DisputeEvidence } from './dispute-evidence';
import { PayOnline } from './pay-online';
import { TextStepForm } from './text-step-form';
import { UpiQr } from './upi-qr';

const note = requiredText(5000);
/** Where a gateway payment's money is (decision 245). */
const TRANSFER_TEXT = {
  on_hold: 'payments.online.transfer.on_hold',
  released: 'payments.online.transfer.released',
} as const;

/**
 * Paying an approved part: the enterprise opens its UPI app with the link (a phone) or scans the QR code (a
 * laptop), then records the UTR; the creator confirms the money arrived or says it has not.
 */
export function PaymentPanel({
  agreement,
  milestone,
  side,
}: {
  agreement: Agreement;
  milestone: Milestone;
  side: string;
}) {
  const { t, i18n } = useTranslation();
  const record = useRecordPayment();
  const confirm = useConfirmPayment();
  const dispute = useDisputePayment();
  const payment = milestone.payment;
  // Paying online is offered (by the server) for parts not yet approved too: the gateway holds the money until then.
  const gateway = useGatewayOptions(side === 'enterprise' && !payment ? agreement.jobId : null);
  const online = !payment && (gateway.data?.payableMilestoneIds.includes(milestone.id) ?? false);
  if (milestone.status !== 'approved' && !payment) return online ? <PayOnline milestone={milestone} /> : null;

  if (!payment) {
    if (side !== 'enterprise')
      return <p className="text-sm text-stone-700">{t('payments.pay.awaitingPayment')}</p>;
    if (!milestone.upiLink)
      return (
        <div className="space-y-3">
          <p className="text-sm text-amber-800">
            {t('payments.pay.noVpa', { name: agreement.creator.name })}
          </p>
          {online ? <PayOnline milestone={milestone} /> : null}
        </div>
      );
    return (
      <div className="space-y-3 rounded-md bg-stone-50 p-3">
        {online ? <PayOnline milestone={milestone} /> : null}
        <p className="text-sm text-stone-800">
          {t('payments.pay.intro', { amount: formatPaise(milestone.amountPaise), vpa: agreement.payeeVpa })}
        </p>
        <div className="flex flex-wrap items-start gap-4">
          <a
            href={milestone.upiLink}
            className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 font-medium text-white hover:bg-brand-700"
            data-testid="upi-link"
          >
            {t('payments.pay.openApp')}
          </a>
          <figure className="space-y-1">
            <UpiQr
              value={milestone.upiLink}
              label={t('payments.pay.qrLabel', { amount: formatPaise(milestone.amountPaise) })}
            />
            <figcaption className="max-w-52 text-xs text-stone-600">{t('payments.pay.qrCaption')}</figcaption>
          </figure>
        </div>
        <TextStepForm
          field={utrField}
          label={t('payments.pay.utr')}
          hint={t('payments.pay.utrHint')}
          inputMode="numeric"
          submitLabel={t('payments.pay.record')}
          onSubmit={(utr) =>
            record.mutateAsync({
              params: { id: milestone.id },
              body: { utr, amountPaise: milestone.amountPaise },
            })
          }
          onDone={() => toast.success(t('payments.pay.recorded'))}
        />
      </div>
    );
  }

  return (
    <div className="space-y-2 rounded-md bg-stone-50 p-3 text-sm" data-testid="payment">
      <p>
        {t(`payments.paymentStatus.${payment.status}`)} · {formatPaise(payment.amountPaise)} ·{' '}
        {payment.method === 'upi' ? 'UTR ' : `${t('payments.online.paidOnline')} `}
        <span className="font-mono">{payment.utr ?? payment.gatewayPaymentId}</span> ·{' '}
        {formatDate(payment.recordedAt, i18n.language)}
      </p>
      {payment.transferStatus ? (
        <p data-testid="transfer-status">{t(TRANSFER_TEXT[payment.transferStatus])}</p>
      ) : null}
      {payment.disputeNote ? (
        <p className="break-words">{t('payments.pay.disputeNote', { note: payment.disputeNote })}</p>
      ) : null}
      {payment.resolution ? (
        <p className="break-words font-medium" data-testid="payment-outcome">
          {t(`payments.dispute.outcome.${payment.resolution}`, { amount: formatPaise(payment.amountPaise) })}
        </p>
      ) : null}
      {payment.resolutionNote ? (
        <p className="break-words">{t('payments.pay.resolution', { note: payment.resolutionNote })}</p>
      ) : null}
      {payment.disputeNote !== null && (side === 'enterprise' || side === 'creator') ? (
        <DisputeEvidence paymentId={payment.id} viewer={side} />
      ) : null}
      {side === 'creator' && payment.status === 'recorded' ? (
        <div className="space-y-3">
          <Button
            onClick={() =>
              confirm
                .mutateAsync({ params: { id: payment.id }, body: { amountPaise: payment.amountPaise } })
                .then(() => toast.success(t('payments.pay.confirmed')))
                .catch((error: Error) => toast.error(error.message))
            }
            disabled={confirm.isPending}
          >
            {t('payments.pay.confirm')}
          </Button>
          <details>
            <summary className="cursor-pointer py-2.5 text-brand-700">{t('payments.pay.notArrived')}</summary>
            <div className="mt-2">
              <TextStepForm
                field={note}
                multiline
                label={t('payments.pay.disputeLabel')}
                submitLabel={t('payments.pay.openDispute')}
                onSubmit={(value) =>
                  dispute.mutateAsync({ params: { id: payment.id }, body: { note: value } })
                }
              />
            </div>
          </details>
        </div>
      ) : null}
    </div>
  );
}
