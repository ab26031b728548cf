import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';

type Props = Record<string, unknown>;

/** Both refs get the element (React 19 passes a ref as a prop, so the child's own is in its props). */
function composeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * Renders its one child element with these props merged in (a Link with a button's classes): classes joined, styles
 * merged, both handlers run (the child's first), both refs set; for the rest the child's own props win. What Radix's
 * Slot does for `asChild`, in the few lines Button needs, so the first page does not load Radix for it.
 */
export function Slot({
  children,
  ref,
  ...props
}: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  if (!isValidElement<Props>(children)) return null;
  const own = children.props;
  const merged: Props = { ...props, ...own };
  for (const [key, value] of Object.entries(props)) {
    const theirs = own[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        (theirs as (...a: unknown[]) => void)(...args);
        (value as (...a: unknown[]) => void)(...args);
      };
    }
  }
  if (props.style || own.style) merged.style = { ...props.style, ...(own.style as object | undefined) };
  merged.className = cn(props.className, own.className as string | undefined);
  merged.ref = composeRefs(ref, own.ref as Ref<HTMLElement> | undefined);
  return cloneElement(children, merged);
}
