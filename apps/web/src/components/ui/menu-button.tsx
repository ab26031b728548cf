import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';

/**
 * A menu button (WAI-ARIA APG "menu button" pattern) in a few hundred bytes, for every menu of the app (language,
 * account, share): Radix's dropdown menu with its focus, scroll and positioning helpers is about 30 kB gzip (decisions
 * 128 and 140). Not modal: a modal menu marks the rest of the page
 * aria-hidden while its links stay focusable, which axe reports (aria-hidden-focus). Opening moves focus to the first
 * item; arrow keys, Home and End move it; Escape closes and gives focus back to the button; Tab and a click outside
 * close it; choosing an item closes it and gives focus back to the button.
 */
export function MenuButton({
  label,
  className,
  disabled,
  button,
  children,
}: {
  /** The button's accessible name. */
  label: string;
  className?: string;
  disabled?: boolean;
  /** What the button shows. */
  button: ReactNode;
  /** The items: `MenuItem`s. Choosing one closes the menu. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  // A layout effect: focus is in the menu as soon as it shows, before a quick key press can still reach the button.
  useLayoutEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        disabled={disabled}
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' || open) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {button}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className="absolute right-0 top-full z-50 mt-1.5 min-w-48 rounded-md border border-stone-200 bg-white p-1 shadow-lg"
          onKeyDown={onMenuKeyDown}
          onClick={(event) => {
            if ((event.target as Element).closest('[role="menuitem"]')) close(true);
          }}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

const itemClass =
  'flex min-h-11 w-full cursor-pointer items-center gap-2 rounded px-3 text-left text-sm outline-none focus:bg-stone-100 hover:bg-stone-100';

/** An item of a `MenuButton`; `onClick` runs when it is chosen with a click, Enter or Space. */
export function MenuItem({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} className={cn(itemClass, className)} {...props} />
  );
}

/** An item of a `MenuButton` that is a link (followed with a click or Enter), e.g. a share target. */
export function MenuLinkItem({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a role="menuitem" tabIndex={-1} className={cn(itemClass, className)} {...props} />;
}

/** Text inside a `MenuButton` that is not an item, such as who is signed in. */
export function MenuLabel({ children }: { children: ReactNode }) {
  return <div className="px-3 py-2 text-sm">{children}</div>;
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <div role="separator" aria-orientation="horizontal" className="my-1 h-px bg-stone-200" />;
}
