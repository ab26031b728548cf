import { createBrowserRouter } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { AppErrorView } from '../components/layout/app-error-view';

/** Every route of the specification; each screen is its own lazily loaded chunk under app/routes. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <AppErrorView />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'signin', lazy: () => import('./routes/signin') },
      { path: 'admin-signin', lazy: () => import('./routes/admin-signin') },
      { path: 'signup', lazy: () => import('./routes/signup') },
      { path: 'signup/role', lazy: () => import('./routes/signup') },
      { path: 'signup/creator', lazy: () => import('./routes/signup-creator') },
      { path: 'signup/enterprise', lazy: () => import('./routes/signup-enterprise') },
      { path: 'onboarding', lazy: () => import('./routes/onboarding') },
      { path: 'settings', lazy: () => import('./routes/settings') },
      { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
      { path: 'reset-password', lazy: () => import('./routes/reset-password') },
      { path: 'jobs', lazy: () => import('./routes/jobs') },
      { path: 'jobs/:id', lazy: () => import('./routes/job-detail') },
      { path: 'post-job', lazy: () => import('./routes/post-job') },
      { path: 'creators', lazy: () => import('./routes/creators') },
      { path: 'creators/:id', lazy: () => import('./routes/creator-profile') },
      { path: 'enterprises', lazy: () => import('./routes/enterprises') },
      { path: 'enterprises/:id', lazy: () => import('./routes/enterprise-profile') },
      { path: 'showcase', lazy: () => import('./routes/showcase') },
      { path: 'dashboard', lazy: () => import('./routes/dashboard') },
      { path: 'enterprise-dashboard', lazy: () => import('./routes/enterprise-dashboard') },
      { path: 'admin', lazy: () => import('./routes/admin') },
      { path: 'how-it-works', lazy: () => import('./routes/how-it-works') },
      { path: 'about', lazy: () => import('./routes/about') },
      { path: 'privacy', lazy: () => import('./routes/privacy') },
      { path: 'terms', lazy: () => import('./routes/terms') },
      { path: 'contact', lazy: () => import('./routes/contact') },
      { path: 'resources', lazy: () => import('./routes/resources') },
      { path: 'resources/creator', lazy: () => import('./routes/resources-creator') },
      { path: 'resources/enterprise', lazy: () => import('./routes/resources-enterprise') },
      { path: 'become-creator', lazy: () => import('./routes/become-creator') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
