import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names; it does not resolve Tailwind conflicts (decision 125). A component's varying classes (colour,
 * size, padding, corners) come from its props, and a caller's `className` only adds classes the component does not
 * set, so there is nothing to resolve. tailwind-merge did that before, at 10 kB gzip on the first page and about
 * 220 ms of main-thread work on its first call (decision 125).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
