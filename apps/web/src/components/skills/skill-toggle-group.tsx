import { Check } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { useSkillLabel } from '../../lib/skill-label';

interface SkillToggleGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: T[];
  onChange(selected: T[]): void;
  /** A translated refusal shown under the group. */
  error?: string;
}

/** A multi-select of the taxonomy's skills as toggle buttons: one tap per skill, large enough for a thumb. */
export function SkillToggleGroup<T extends string>({
  legend,
  options,
  selected,
  onChange,
  error,
}: SkillToggleGroupProps<T>) {
  const skillLabel = useSkillLabel();
  const { t } = useTranslation();
  const isOn = (skill: T) => selected.includes(skill);
  const toggle = (skill: T) =>
    onChange(isOn(skill) ? selected.filter((s) => s !== skill) : [...selected, skill]);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label={legend}>
        {options.map((skill) => {
          const on = isOn(skill);
          return (
            <button
              key={skill}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(skill)}
              className={cn(
                'inline-flex min-h-11 items-center gap-1 rounded-full border px-3 text-sm',
                on
                  ? 'border-brand-600 bg-brand-50 font-medium text-brand-800'
                  : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
              )}
            >
              {on ? <Check aria-hidden="true" className="size-4" /> : null}
              {skillLabel(skill)}
            </button>
          );
        })}
      </div>
      <p className="sr-only" aria-live="polite">
        {t('jobs.plural.selectedSkills', { count: selected.length })}
      </p>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
