import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from '../lib/use-translation';
import { FallbackToasts } from '../components/ui/fallback-toasts';
import { AuthProvider } from '../lib/auth/auth-provider';
import { LanguageProvider } from '../lib/language-provider';
import { RealtimeProvider } from '../lib/realtime-provider';
import { useSonner } from '../lib/toast';

/**
 * Everything around the router. `router` is the browser's RouterProvider (main.tsx) or, for a page rendered on the
 * server, StaticRouterProvider (entry-server.tsx): the same tree on both sides, so the HTML hydrates as it is.
 * `i18n` is the browser's one instance or, on the server, the request's own.
 */
export function Providers({ client, i18n, router }: { client: QueryClient; i18n: I18n; router: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <LanguageProvider>
          <AuthProvider>
            <RealtimeProvider>{router}</RealtimeProvider>
            <LazyToaster />
            <FallbackToasts />
          </AuthProvider>
        </LanguageProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Toasts answer what someone did: sonner loads with the first one (lib/toast.ts, decision 196). */
function LazyToaster() {
  const { t } = useTranslation();
  const sonner = useSonner();
  if (!sonner) return null;
  // sonner's own labels are English ("Notifications", "Close toast"): the app's words replace them.
  return (
    <sonner.Toaster
      richColors
      closeButton
      position="top-center"
      containerAriaLabel={t('common.toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('common.toasts.close') }}
    />
  );
}
