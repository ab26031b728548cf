import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { RATING_MAX } from '@kalasetu/shared/limits';
import { cn } from '../../../lib/cn';

/**
 * Five radio buttons drawn as stars: Tab reaches the group, arrow keys choose, and screen readers announce
 * "3 stars, 3 of 5". 0 means nothing chosen yet.
 */
export function StarInput({
  value,
  onChange,
  legend,
}: {
  value: number;
  onChange(value: number): void;
  legend: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const stars = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {stars.map((star) => {
          const id = `${name}-${star}`;
          return (
            <span key={star} className="relative">
              <input
                id={id}
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <label
                htmlFor={id}
                className="flex size-11 cursor-pointer items-center justify-center rounded-md peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600"
              >
                <Star
                  aria-hidden="true"
                  className={cn(
                    'size-8 transition-colors',
                    star <= value ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-stone-400',
                  )}
                />
                <span className="sr-only">
                  {t(star === 1 ? 'ratings.starOne' : 'ratings.starOther', { count: star })}
                </span>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
