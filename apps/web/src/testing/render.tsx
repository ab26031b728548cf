import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { getMe } from '@kalasetu/shared/api/accounts';
import type { Me } from '@kalasetu/shared/profiles';
import { AuthProvider } from '../lib/auth/auth-provider';
import { i18n, initI18n, loadAllEnglish } from '../lib/i18n';
import { LanguageProvider } from '../lib/language-provider';
import { afterEach } from 'vitest';
import { mockOperation } from './mock-api';

// Testing Library unmounts after each test by itself only where the test runner's globals are on; they are not.
afterEach(() => cleanup());

/** Every English text, as a signed-in page has them (the first page's and the rest). */
export async function loadEnglish() {
  if (!i18n.isInitialized) await initI18n('en');
  await loadAllEnglish();
}

export interface RenderOptions {
  /** Who is signed in (answered to `GET /api/me`); nobody by default. */
  user?: Me | null;
  /** The address the component is shown at. */
  path?: string;
}

/**
 * A component as the app shows it: English texts, a fresh query client (no retries), the signed-in user, a router at
 * `path`, and sonner's toasts in the page. Returns Testing Library's queries and a user-event session.
 */
export function renderWithApp(ui: ReactNode, { user = null, path = '/' }: RenderOptions = {}) {
  mockOperation(getMe, { user });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  // A phone's file chooser can pick any file whatever `accept` says: the forms' own checks must hold.
  const session = userEvent.setup({ applyAccept: false });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <LanguageProvider>
          <AuthProvider>
            <RouterProvider router={router} />
            <Toaster />
          </AuthProvider>
        </LanguageProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, user: session, router, client };
}
