import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AuthProvider } from '../features/auth/auth-provider';
import { LanguageProvider } from '../lib/language-provider';
import { queryClient } from '../lib/query-client';
import { RealtimeProvider } from '../lib/realtime-provider';
import { router } from './router';

export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <AuthProvider>
          <RealtimeProvider>
            <RouterProvider router={router} />
          </RealtimeProvider>
          <Toaster richColors closeButton position="top-center" />
        </AuthProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
