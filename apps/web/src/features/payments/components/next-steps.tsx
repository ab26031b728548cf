import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { formatPaise } from '@kalasetu/shared/money';
import type { NextStep } from '@kalasetu/shared/payments';
import { Card } from '../../../components/ui/card';
import { useNextSteps } from '../api/agreement';

/** Kinds whose sentence names the part when the agreement has several ("Deliver part 2"). */
const PART_KINDS = new Set<NextStep['kind']>(['deliver_part', 'review_delivery', 'pay_part']);

/** The sentence of a step, in the reader's language. */
function useStepText() {
  const { t } = useTranslation();
  return (step: NextStep) =>
    t(`payments.next.${step.kind}${step.part !== null && PART_KINDS.has(step.kind) ? 'Part' : ''}`, {
      title: step.jobTitle,
      part: step.part,
      amount: formatPaise(step.amountPaise ?? 0),
    });
}

/**
 * What the signed-in person must do next on their agreements ("An agreement waits for you", "Deliver part 2",
 * "Confirm the payment"), each a link to where it is done. Nothing is shown when there is nothing to do. The
 * dashboards lead with it; other prompts (a review to write) sit beside it as their own components.
 */
export function NextSteps() {
  const { t } = useTranslation();
  const steps = useNextSteps();
  const text = useStepText();
  if (steps.isPending) return null;
  if (steps.isError)
    return (
      <p role="alert" className="mb-4 text-sm text-red-700">
        {t('payments.next.failed')}
      </p>
    );
  if (steps.data.steps.length === 0) return null;
  return (
    <Card className="mb-4 border-brand-300 bg-brand-50 p-4" data-testid="next-steps">
      <section aria-labelledby="next-steps-heading" className="space-y-2">
        <h2 id="next-steps-heading" className="text-lg font-semibold">
          {t('payments.next.title')}
        </h2>
        <ul className="space-y-1">
          {steps.data.steps.map((step, index) => (
            <li key={`${step.kind}-${step.jobId}-${step.part ?? 0}-${index}`} className="min-w-0">
              <Link
                to={step.link}
                className="inline-flex min-h-11 max-w-full items-center font-medium text-brand-800 underline wrap-anywhere"
              >
                {text(step)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
