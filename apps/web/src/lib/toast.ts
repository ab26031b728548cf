import { useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

/**
 * Toasts answer what someone did, so sonner (and its `<Toaster>`) loads only once there is one to show: the home page
 * of a visitor who does nothing never downloads it (decision 126). First-page code (navbar, providers, home page)
 * raises toasts with `showToast`, which imports sonner on demand; lazily loaded code imports `toast` from
 * `lib/toast-now.ts`. Both ask for the Toaster here, and sonner shows toasts raised before it mounted.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** Whether the Toaster is wanted; always false on the server and while hydrating, which render none. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

export function showToast(raise: (toast: typeof sonnerToast) => void) {
  requestToaster();
  void import('sonner').then(({ toast }) => raise(toast));
}
