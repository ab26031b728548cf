import { useTranslation } from '../../../lib/use-translation';
import { requiredText } from '@kalasetu/shared/fields';
import { formatPaise } from '@kalasetu/shared/money';
import type { Agreement, Milestone } from '@kalasetu/shared/payments';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useApprovePart, useDeliverPart, useRequestPartChanges } from '../api/agreement';
import { AttachFiles, DeliveredFiles } from './delivery-files';
import { MilestoneInvoice } from './invoice-links';
import { PaymentPanel } from './payment-panel';
import { TextStepForm } from './text-step-form';

const note = requiredText(5000);
const TONES = {
  pending: 'neutral',
  delivered: 'info',
  changes_requested: 'warning',
  approved: 'success',
} as const;

/** The links a creator types, one a line, as the contract takes them. */
const linksOf = (text: string) =>
  text
    .split(/\s+/)
    .map((line) => line.trim())
    .filter(Boolean);

/** One part of the work: what is due, what was handed in, and the step whoever acts next takes. */
export function MilestoneCard({
  agreement,
  milestone,
  side,
}: {
  agreement: Agreement;
  milestone: Milestone;
  side: string;
}) {
  const { t } = useTranslation();
  const deliver = useDeliverPart();
  const approve = useApprovePart();
  const askChanges = useRequestPartChanges();
  const title = milestone.title || t('payments.milestone.wholeJob');
  const canDeliver =
    side === 'creator' &&
    agreement.status === 'accepted' &&
    ['pending', 'changes_requested'].includes(milestone.status);
  const canReview = side === 'enterprise' && milestone.status === 'delivered';
  return (
    <Card className="space-y-3 p-4" data-testid={`milestone-${milestone.position}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold">{title}</h3>
        <div className="flex items-center gap-2">
          <span className="font-semibold">{formatPaise(milestone.amountPaise)}</span>
          <Badge tone={TONES[milestone.status]}>{t(`payments.milestoneStatus.${milestone.status}`)}</Badge>
        </div>
      </div>
      {milestone.deliveryNote ? (
        <div className="space-y-1 text-sm">
          <p className="break-words">
            {t('payments.milestone.deliveryNote', { note: milestone.deliveryNote })}
          </p>
          {milestone.deliveryLinks.length ? (
            <ul className="list-outside list-disc ps-5">
              {milestone.deliveryLinks.map((link) => (
                <li key={link} className="min-w-0 break-all">
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex min-h-11 max-w-full items-center text-brand-700 underline"
                  >
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <DeliveredFiles milestone={milestone} side={side} />
      {milestone.reviewNote && milestone.status === 'changes_requested' ? (
        <p className="break-words text-sm text-amber-900">
          {t('payments.milestone.reviewNote', { note: milestone.reviewNote })}
        </p>
      ) : null}
      {canDeliver ? (
        <DeliverForm
          milestone={milestone}
          onSubmit={(value, links) =>
            deliver.mutateAsync({ params: { id: milestone.id }, body: { note: value, links } })
          }
        />
      ) : null}
      {canReview ? (
        <div className="space-y-3">
          <Button
            disabled={approve.isPending}
            onClick={() =>
              approve
                // The amount shown goes with the approval: a changed amount is refused and shown anew.
                .mutateAsync({ params: { id: milestone.id }, body: { amountPaise: milestone.amountPaise } })
                .then(() => toast.success(t('payments.milestone.approved')))
                .catch((error: Error) => toast.error(error.message))
            }
          >
            {t('payments.milestone.approve')}
          </Button>
          <details>
            <summary className="cursor-pointer py-2.5 text-brand-700">
              {t('payments.milestone.askChanges')}
            </summary>
            <div className="mt-2">
              <TextStepForm
                field={note}
                multiline
                label={t('payments.milestone.changesLabel')}
                submitLabel={t('payments.milestone.sendChanges')}
                onSubmit={(value) =>
                  askChanges.mutateAsync({ params: { id: milestone.id }, body: { note: value } })
                }
              />
            </div>
          </details>
        </div>
      ) : null}
      <PaymentPanel agreement={agreement} milestone={milestone} side={side} />
      {milestone.payment?.status === 'confirmed' ? (
        <MilestoneInvoice jobId={agreement.jobId} paymentId={milestone.payment.id} />
      ) : null}
    </Card>
  );
}

/** The note (with its links) and the files of a delivery; open while files wait for it, so they stay in view. */
function DeliverForm({
  milestone,
  onSubmit,
}: {
  milestone: Milestone;
  onSubmit(note: string, links: string[]): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const waiting = milestone.files.some((file) => !file.deliveredAt);
  return (
    <details open={waiting || undefined}>
      <summary className="cursor-pointer py-2.5 font-medium text-brand-700">
        {t('payments.milestone.deliver')}
      </summary>
      <div className="mt-2 space-y-4">
        <AttachFiles milestone={milestone} />
        <TextStepForm
          field={note}
          multiline
          label={t('payments.milestone.deliverLabel')}
          hint={t('payments.milestone.deliverHint')}
          submitLabel={t('payments.milestone.markDelivered')}
          onSubmit={(value) => {
            // Links are the note's web addresses: the creator pastes them with the note.
            const links = linksOf(value)
              .filter((word) => /^https?:\/\//.test(word))
              .slice(0, 5);
            return onSubmit(value, links);
          }}
        />
      </div>
    </details>
  );
}
