import { Slot } from 'radix-ui';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60',
  secondary: 'bg-white text-stone-900 border border-stone-300 hover:bg-stone-100',
  ghost: 'bg-transparent text-stone-800 hover:bg-stone-100',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  link: 'bg-transparent text-brand-700 underline-offset-4 hover:underline px-0',
} as const;

const sizes = {
  md: 'min-h-11 px-4 text-sm',
  sm: 'min-h-11 px-3 text-sm',
  lg: 'min-h-12 px-6 text-base',
  icon: 'min-h-11 min-w-11 p-0',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a Link) with button styles. */
  asChild?: boolean;
}

/** Tap targets are at least 44 px tall on every size. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = 'primary', size = 'md', asChild, type, ...props },
  ref,
) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-70',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
});
