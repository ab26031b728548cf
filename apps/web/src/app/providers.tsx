import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/auth-provider';
import { LanguageProvider } from '../lib/language-provider';
import { queryClient } from '../lib/query-client';
import { RealtimeProvider } from '../lib/realtime-provider';
import { router } from './router';

// Toasts answer what someone did, never the first paint: sonner loads after it.
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <AuthProvider>
          <RealtimeProvider>
            <RouterProvider router={router} />
          </RealtimeProvider>
          <Suspense fallback={null}>
            <Toaster richColors closeButton position="top-center" />
          </Suspense>
        </AuthProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
