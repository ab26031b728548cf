import { useTranslation } from '../../../lib/use-translation';
import { formatPaise } from '@kalasetu/shared/money';
import { DISPUTE_OUTCOMES, type Agreement, type DisputeOutcome } from '@kalasetu/shared/payments';

const isOutcome = (value: unknown): value is DisputeOutcome =>
  (DISPUTE_OUTCOMES as readonly unknown[]).includes(value);

/**
 * Each admin outcome of a dispute on this agreement, as both parties read it: paid in full, part paid (what was
 * received), or void, with the admin's reason. Read from the history, so a voided payment (which
 * no longer counts on its part) still shows what was decided.
 */
export function DisputeOutcomes({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  const outcomes = agreement.history.filter(
    (event) => event.action === 'dispute_resolved' && isOutcome(event.details.outcome),
  );
  if (outcomes.length === 0) return null;
  return (
    <ul className="space-y-2" data-testid="dispute-outcomes">
      {outcomes.map((event) => {
        const { outcome, paidPaise, note } = event.details;
        return (
          <li
            key={event.id}
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm wrap-anywhere"
          >
            <p className="font-medium">
              {t(`payments.dispute.outcome.${outcome as DisputeOutcome}`, {
                amount: formatPaise(typeof paidPaise === 'number' ? paidPaise : 0),
              })}
            </p>
            {typeof note === 'string' ? <p>{t('payments.pay.resolution', { note })}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
