import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  neutral: 'bg-stone-100 text-stone-800 border-stone-200',
  brand: 'bg-brand-100 text-brand-800 border-brand-200',
  success: 'bg-green-100 text-green-900 border-green-200',
  warning: 'bg-amber-100 text-amber-900 border-amber-200',
  danger: 'bg-red-100 text-red-900 border-red-200',
  info: 'bg-sky-100 text-sky-900 border-sky-200',
  outline: 'bg-transparent text-stone-800 border-stone-300',
} as const;

/**
 * `removable`: the badge holds its own remove button (skills-picker.tsx), which brings the height and the right-hand
 * padding. Class names are joined, not merged (decision 125), so such variations are props.
 */
export function Badge({
  className,
  tone = 'neutral',
  removable = false,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones; removable?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border font-medium',
        removable ? 'py-0 pl-2 text-sm' : 'gap-1 px-2 py-0.5 text-xs',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
