import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** `accent` draws the border in the brand colour (an unread message); class names are joined, not merged (decision 125). */
export function Card({
  className,
  accent = false,
  ...props
}: HTMLAttributes<HTMLDivElement> & { accent?: boolean }) {
  return (
    <div
      className={cn(
        'rounded-lg border bg-white shadow-sm',
        accent ? 'border-brand-300' : 'border-stone-200',
        className,
      )}
      {...props}
    />
  );
}
