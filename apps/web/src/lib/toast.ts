import type { toast as sonnerToast } from 'sonner';

/**
 * Raises a toast from code that is part of the first page (navbar, providers). sonner loads after the first paint
 * (see app/providers.tsx); route code that is itself lazily loaded imports `toast` from sonner directly.
 */
export function showToast(raise: (toast: typeof sonnerToast) => void) {
  void import('sonner').then(({ toast }) => raise(toast));
}
