import { Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../ui/spinner';
import { Footer } from './footer';
import { Navbar, type NotificationSlot } from './navbar';

/**
 * The page frame. `loading` is the router's first render (HydrateFallback in app/router.tsx): the navbar and footer
 * paint at once while the first route's code arrives, instead of a blank page until then.
 */
export function RootLayout({
  loading = false,
  notificationBell,
}: {
  loading?: boolean;
  notificationBell?: NotificationSlot;
}) {
  const { t } = useTranslation();
  const spinner = (
    <div className="p-8">
      <Spinner label={t('common.loading')} />
    </div>
  );
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
      >
        {t('nav.skipToContent')}
      </a>
      <Navbar notificationBell={notificationBell} />
      {/* At least a screen tall, so the footer starts below the fold and does not jump when a page's content
          arrives (Lighthouse measured a layout shift of 0.54 on a job page). */}
      <div className="min-h-screen flex-1">
        {loading ? (
          spinner
        ) : (
          <Suspense fallback={spinner}>
            <Outlet />
            <HydratedMark />
          </Suspense>
        )}
      </div>
      <Footer />
      {loading ? null : <ScrollRestoration />}
    </div>
  );
}

/**
 * Marks `<html data-hydrated>` once the page's content is live (effects run after hydration has committed). The
 * browser suite waits for it where a test needs the app, not the HTML (e2e/support/browser.ts); a person's tap before
 * it is not lost: React replays it once the part tapped has hydrated.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
