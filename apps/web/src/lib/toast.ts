import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The one way to raise a toast: `toast.success(text)`, `toast.error(text)`, `toast.info(text)`. Toasts answer what
 * someone did, so sonner (and its `<Toaster>`, app/providers.tsx) loads with the first one: a visitor who does nothing
 * never downloads it, and the first page stays within its size budget (decision 196). sonner shows toasts raised before
 * its Toaster mounted, and the import resolves in call order, so toasts keep their order.
 *
 * When sonner's code cannot be fetched (the network dropped before the first toast, which is often the toast that says
 * so), the message is shown by the app's own plain toasts (`useFallbackToasts`), and the next toast tries sonner again.
 */
type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info';
export interface FallbackToast {
  id: number;
  kind: Kind;
  message: string;
}

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
let fallback: readonly FallbackToast[] = [];
let nextFallbackId = 1;
const NO_TOASTS: readonly FallbackToast[] = [];
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      changed();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** sonner once it has loaded, for the Toaster; always null on the server and while hydrating, which render none. */
export function useSonner(): Sonner | null {
  return useSyncExternalStore(
    subscribe,
    () => sonner,
    () => null,
  );
}

/** The toasts sonner could not show; the newest three. */
export function useFallbackToasts(): readonly FallbackToast[] {
  return useSyncExternalStore(
    subscribe,
    () => fallback,
    () => NO_TOASTS,
  );
}

export function dismissFallbackToast(id: number): void {
  fallback = fallback.filter((item) => item.id !== id);
  changed();
}

function raise(kind: Kind) {
  return (message: string, options?: ExternalToast) => {
    loadSonner().then(
      (module) => module.toast[kind](message, options),
      () => {
        fallback = [...fallback, { id: nextFallbackId++, kind, message }].slice(-3);
        changed();
      },
    );
  };
}

export const toast = { success: raise('success'), error: raise('error'), info: raise('info') };
