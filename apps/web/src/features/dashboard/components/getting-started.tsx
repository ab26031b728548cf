import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

export interface GettingStartedStep {
  key: string;
  label: string;
  done: boolean;
  /** The link or button that does the step; shown while it is not done. */
  action: ReactNode;
}

/**
 * A new account's next steps with its progress, instead of a row of zeros; gone once every step is done. Nothing
 * is shown while `steps` is null (its data is still loading), so a finished account never sees it flash.
 */
export function GettingStarted({ steps }: { steps: GettingStartedStep[] | null }) {
  const { t } = useTranslation();
  if (!steps || steps.every((step) => step.done)) return null;
  const done = steps.filter((step) => step.done).length;
  const percent = Math.round((done / steps.length) * 100);
  return (
    <Card className="mb-6 p-4" data-testid="getting-started">
      <section aria-labelledby="getting-started-heading">
        <h2 id="getting-started-heading" className="text-lg font-semibold">
          {t('dashboard.guide.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          {t('dashboard.guide.progress', { done, total: steps.length })}
        </p>
        <div
          role="progressbar"
          aria-label={t('dashboard.guide.title')}
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={done}
          aria-valuetext={t('dashboard.guide.progress', { done, total: steps.length })}
          className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
        <ol className="mt-3 grid gap-2 md:grid-cols-3">
          {steps.map((step) => (
            <li
              key={step.key}
              className={cn(
                'flex min-w-0 flex-col gap-2 rounded-md border p-3',
                step.done ? 'border-green-200 bg-green-50' : 'border-stone-200',
              )}
            >
              <p className="flex items-start gap-2 font-medium">
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border',
                    step.done ? 'border-green-700 bg-green-700 text-white' : 'border-stone-400',
                  )}
                >
                  {step.done ? <Check className="size-3.5" /> : null}
                </span>
                <span className="min-w-0">
                  {step.label}
                  {step.done ? <span className="sr-only"> ({t('dashboard.guide.done')})</span> : null}
                </span>
              </p>
              {step.done ? null : <div>{step.action}</div>}
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
