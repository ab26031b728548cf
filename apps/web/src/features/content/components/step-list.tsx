import { useTranslation } from '../../../lib/use-translation';

export interface Step {
  key: string;
  title: string;
  body: string;
}

/** Numbered steps; the number is read out as "Step 1" rather than a bare digit. */
export function StepList({ steps }: { steps: Step[] }) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-4">
      {steps.map((step, index) => (
        <li key={step.key} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold">
              <span className="sr-only">{t('howItWorks.stepLabel', { number: index + 1 })}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-stone-700">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
