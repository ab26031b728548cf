import { Slider } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUDGET_SLIDER } from '@kalasetu/shared/limits';
import { formatRupees } from '../../../lib/format';

interface BudgetRangeSliderProps {
  value: [number, number];
  onChange(value: [number, number]): void;
  /** Called when a thumb is let go: the moment to search. */
  onCommit(value: [number, number]): void;
}

/** Two thumbs over ₹0 – ₹1,00,000 in steps of ₹5,000; the top end reads "and above". */
export function BudgetRangeSlider({ value, onChange, onCommit }: BudgetRangeSliderProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const describe = (amount: number) =>
    amount >= BUDGET_SLIDER.max
      ? t('jobs.filters.budgetAndAbove', { amount: formatRupees(amount) })
      : formatRupees(amount);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-medium text-stone-800">
          {t('jobs.filters.budget')}
        </span>
        <span className="text-sm text-stone-700" aria-hidden="true">
          {describe(value[0])} – {describe(value[1])}
        </span>
      </div>
      <Slider.Root
        className="relative mt-2 flex h-11 touch-none select-none items-center"
        min={BUDGET_SLIDER.min}
        max={BUDGET_SLIDER.max}
        step={BUDGET_SLIDER.step}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(next) => onChange([next[0]!, next[1]!])}
        onValueCommit={(next) => onCommit([next[0]!, next[1]!])}
        aria-labelledby={labelId}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-stone-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        {[t('jobs.filters.budgetMin'), t('jobs.filters.budgetMax')].map((label, index) => (
          // A 44 px thumb for a finger, drawn as a smaller circle.
          <Slider.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={describe(value[index]!)}
            className="group flex size-11 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <span className="block size-7 rounded-full border-2 border-brand-600 bg-white shadow group-hover:bg-brand-50" />
          </Slider.Thumb>
        ))}
      </Slider.Root>
    </div>
  );
}
