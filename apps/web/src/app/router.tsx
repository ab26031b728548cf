import type { RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { AppErrorView } from '../components/layout/app-error-view';
import { loadAllEnglish } from '../lib/i18n';

/** Every route but home also waits for the English texts the first page did not ship (lib/i18n.ts). */
const withTexts =
  <T,>(load: () => Promise<T>) =>
  async () =>
    (await Promise.all([load(), loadAllEnglish()]))[0];

/**
 * Every route of the specification; each screen is its own lazily loaded chunk under app/routes. The browser builds
 * its router from these (main.tsx), the server renders public pages from them (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: () => <RootLayout loading />,
    errorElement: <AppErrorView />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'signin', lazy: withTexts(() => import('./routes/signin')) },
      { path: 'admin-signin', lazy: withTexts(() => import('./routes/admin-signin')) },
      { path: 'signup', lazy: withTexts(() => import('./routes/signup')) },
      { path: 'signup/role', lazy: withTexts(() => import('./routes/signup')) },
      { path: 'signup/creator', lazy: withTexts(() => import('./routes/signup-creator')) },
      { path: 'signup/enterprise', lazy: withTexts(() => import('./routes/signup-enterprise')) },
      { path: 'onboarding', lazy: withTexts(() => import('./routes/onboarding')) },
      { path: 'settings', lazy: withTexts(() => import('./routes/settings')) },
      { path: 'forgot-password', lazy: withTexts(() => import('./routes/forgot-password')) },
      { path: 'reset-password', lazy: withTexts(() => import('./routes/reset-password')) },
      { path: 'jobs', lazy: withTexts(() => import('./routes/jobs')) },
      { path: 'jobs/:id', lazy: withTexts(() => import('./routes/job-detail')) },
      { path: 'post-job', lazy: withTexts(() => import('./routes/post-job')) },
      { path: 'creators', lazy: withTexts(() => import('./routes/creators')) },
      { path: 'creators/:id', lazy: withTexts(() => import('./routes/creator-profile')) },
      { path: 'enterprises', lazy: withTexts(() => import('./routes/enterprises')) },
      { path: 'enterprises/:id', lazy: withTexts(() => import('./routes/enterprise-profile')) },
      { path: 'showcase', lazy: withTexts(() => import('./routes/showcase')) },
      { path: 'dashboard', lazy: withTexts(() => import('./routes/dashboard')) },
      { path: 'enterprise-dashboard', lazy: withTexts(() => import('./routes/enterprise-dashboard')) },
      { path: 'admin', lazy: withTexts(() => import('./routes/admin')) },
      { path: 'how-it-works', lazy: withTexts(() => import('./routes/how-it-works')) },
      { path: 'about', lazy: withTexts(() => import('./routes/about')) },
      { path: 'privacy', lazy: withTexts(() => import('./routes/privacy')) },
      { path: 'terms', lazy: withTexts(() => import('./routes/terms')) },
      { path: 'contact', lazy: withTexts(() => import('./routes/contact')) },
      { path: 'resources', lazy: withTexts(() => import('./routes/resources')) },
      { path: 'resources/creator', lazy: withTexts(() => import('./routes/resources-creator')) },
      { path: 'resources/enterprise', lazy: withTexts(() => import('./routes/resources-enterprise')) },
      { path: 'become-creator', lazy: withTexts(() => import('./routes/become-creator')) },
      { path: '*', lazy: withTexts(() => import('./routes/not-found')) },
    ],
  },
];
