import { DropdownMenu as Radix } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Not modal: a modal menu marks the rest of the page aria-hidden while its links stay focusable, which axe reports
 * (aria-hidden-focus). A menu button needs no modality: Escape, Tab and a click outside close it, and focus
 * returns to its button.
 */
export function DropdownMenu(props: ComponentProps<typeof Radix.Root>) {
  return <Radix.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = Radix.Trigger;

export function DropdownMenuContent({ className, ...props }: ComponentProps<typeof Radix.Content>) {
  return (
    <Radix.Portal>
      <Radix.Content
        align="end"
        sideOffset={6}
        className={cn('z-50 min-w-48 rounded-md border border-stone-200 bg-white p-1 shadow-lg', className)}
        {...props}
      />
    </Radix.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Radix.Item>) {
  return (
    <Radix.Item
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded px-3 text-sm outline-none data-[highlighted]:bg-stone-100',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Radix.Label>) {
  return <Radix.Label className={cn('px-3 py-2 text-sm', className)} {...props} />;
}

export const DropdownMenuSeparator = (props: ComponentProps<typeof Radix.Separator>) => (
  <Radix.Separator className="my-1 h-px bg-stone-200" {...props} />
);
