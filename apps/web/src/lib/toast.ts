import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * The one way to raise a toast: `toast.success(text)`, `toast.error(text)`, `toast.info(text)`. Toasts answer what
 * someone did, so sonner (and its `<Toaster>`, app/providers.tsx) loads with the first one: a visitor who does nothing
 * never downloads it, and the first page stays within its size budget (decision 196). sonner shows toasts raised before
 * its Toaster mounted, and the import resolves in call order, so toasts keep their order.
 */
let requested = false;
const listeners = new Set<() => void>();

function requestToaster() {
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

type Kind = 'success' | 'error' | 'info';

function raise(kind: Kind) {
  return (message: string, options?: ExternalToast) => {
    requestToaster();
    void import('sonner').then(({ toast: sonner }) => sonner[kind](message, options));
  };
}

export const toast = { success: raise('success'), error: raise('error'), info: raise('info') };
