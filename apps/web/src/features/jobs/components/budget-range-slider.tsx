import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { BUDGET_SLIDER } from '@kalasetu/shared/limits';
import { cn } from '../../../lib/cn';
import { formatRupees } from '@kalasetu/shared/money';

interface BudgetRangeSliderProps {
  value: [number, number];
  /** False while no budget filter applies: the label then says "Any budget" instead of a range. */
  active: boolean;
  onChange(value: [number, number]): void;
  /** Called when a thumb is let go, or moved with a key: the moment to search. */
  onCommit(value: [number, number]): void;
}

/** Half the thumb's width: the browser keeps the thumb's centre this far from either end of the input. */
const HALF_THUMB = '1.375rem';

/**
 * The inputs' own values, which `move` keeps in order. They, not the props, are what is committed: a key press sends
 * `change` right after `input`, before the new value has rendered.
 */
function readPair(low: HTMLInputElement | null, high: HTMLInputElement | null): [number, number] {
  return [Number(low?.value ?? BUDGET_SLIDER.min), Number(high?.value ?? BUDGET_SLIDER.max)];
}

/**
 * Two thumbs over ₹0 – ₹1,00,000 in steps of ₹5,000; the top end reads "and above". Two native range inputs over one
 * track (decision 140; they work before the page's JavaScript has run): the browser gives each the slider
 * role, its keys (arrows, Page Up/Down, Home, End), touch dragging and the value for assistive technology. The lower
 * thumb cannot pass the upper one.
 */
export function BudgetRangeSlider({ value, active, onChange, onCommit }: BudgetRangeSliderProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const low = useRef<HTMLInputElement>(null);
  const high = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // `change` (a thumb let go, a key pressed) is the native event; React's onChange is the `input` event.
    const onNativeChange = () => onCommit(readPair(low.current, high.current));
    const inputs = [low.current, high.current];
    for (const input of inputs) input?.addEventListener('change', onNativeChange);
    return () => {
      for (const input of inputs) input?.removeEventListener('change', onNativeChange);
    };
  }, [onCommit]);

  const move = (index: 0 | 1) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const [lower, upper] = readPair(low.current, high.current);
    const wanted = Number(input.value);
    const kept = index === 0 ? Math.min(wanted, upper) : Math.max(wanted, lower);
    if (kept !== wanted) input.value = String(kept);
    onChange(index === 0 ? [kept, upper] : [lower, kept]);
  };

  const describe = (amount: number) =>
    amount >= BUDGET_SLIDER.max
      ? t('jobs.filters.budgetAndAbove', { amount: formatRupees(amount) })
      : formatRupees(amount);
  const share = (amount: number) => (amount - BUDGET_SLIDER.min) / (BUDGET_SLIDER.max - BUDGET_SLIDER.min);
  // Where a thumb's centre is: half a thumb in from the ends, as the browser draws it.
  const at = (amount: number) => `calc(${HALF_THUMB} + ${share(amount)} * (100% - 2 * ${HALF_THUMB}))`;

  // Two thumbs on one spot: the one on top is the one a finger moves. In the upper half that is the lower thumb, which
  // can go down; in the lower half the upper one, which can go up.
  const lowOnTop = value[0] > (BUDGET_SLIDER.min + BUDGET_SLIDER.max) / 2;

  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-medium text-stone-800">
          {t('jobs.filters.budget')}
        </span>
        <span className="text-sm text-stone-700" aria-hidden={active || undefined}>
          {active ? `${describe(value[0])} – ${describe(value[1])}` : t('jobs.filters.budgetAnyShort')}
        </span>
      </div>
      <div role="group" aria-labelledby={labelId} className="relative mt-2 h-11">
        <div
          aria-hidden="true"
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-stone-200"
          style={{ left: HALF_THUMB, right: HALF_THUMB }}
        />
        <div
          aria-hidden="true"
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-600"
          style={{ left: at(value[0]), right: `calc(100% - ${at(value[1])})` }}
        />
        {([0, 1] as const).map((index) => (
          <input
            key={index}
            ref={index === 0 ? low : high}
            type="range"
            min={BUDGET_SLIDER.min}
            max={BUDGET_SLIDER.max}
            step={BUDGET_SLIDER.step}
            value={value[index]}
            onChange={move(index)}
            aria-label={index === 0 ? t('jobs.filters.budgetMin') : t('jobs.filters.budgetMax')}
            aria-valuetext={describe(value[index])}
            className={cn('range-thumbs absolute inset-0 m-0 h-11 w-full', index === 0 && lowOnTop && 'z-10')}
          />
        ))}
      </div>
    </div>
  );
}
