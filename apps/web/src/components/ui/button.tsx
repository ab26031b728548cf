import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Slot } from '@radix-ui/react-slot';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60',
  secondary: 'bg-white text-stone-900 border border-stone-300 hover:bg-stone-100',
  ghost: 'bg-transparent text-stone-800 hover:bg-stone-100',
  /** Ghost on a dark band (cta-band.tsx). */
  ghostInverse: 'bg-transparent text-white hover:bg-white/10',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  link: 'bg-transparent text-brand-700 underline-offset-4 hover:underline',
} as const;

// The `link` variant keeps its size's padding: its old `px-0` never applied (tailwind-merge let the size's padding,
// which came later, win), and the 44 px tap targets were measured with it.
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
  /** Fully rounded (a floating round button) instead of the usual corners. */
  round?: boolean;
}

// Class names are joined, not merged (decision 125): every class that varies (colour, padding, corners) comes from
// exactly one of these props, so `className` only adds (position, width, margins) and never overrides.

/** The classes of a Button, for a control that must be its own element (components/ui/menu-button.tsx's trigger). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  round = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'round'> = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-70',
    round ? 'rounded-full' : 'rounded-md',
    variants[variant],
    sizes[size],
  );
}

/** Tap targets are at least 44 px tall on every size. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = 'primary', size = 'md', asChild, round = false, type, ...props },
  ref,
) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonClassName({ variant, size, round }), className)}
      {...props}
    />
  );
});
