import { useEffect } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useNavigate, useOutlet, type RouteObject } from 'react-router';
import { WEB_ROUTES, type WebRoute } from '@kalasetu/shared/web-routes';
import { RootLayout } from '../components/layout/root-layout';
import { AppErrorView } from '../components/layout/app-error-view';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { useAuth } from '../lib/auth/auth-provider';
import { loadWhenOnline } from '../lib/chunk-errors';
import { meQueryOptions } from '../lib/auth/api/get-me';
import { loadAllEnglish } from '../lib/i18n';
import { preload } from '../lib/route-data';

/** A route's module: its screen (`Component`) and, for a page with data, the `loader` that preloads it. */
type RouteModule = Pick<RouteObject, 'loader'> & { Component: NonNullable<RouteObject['Component']> };
// Tests of a screen sit beside it and are no route.
const modules = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** The navbar is shared (components/); the notifications feature's bell is composed into it here. */
const notificationBell = (to: string) => <NotificationBell to={to} />;

/**
 * Live notices worded with a link to act (the notifications feature, decision 200), inside the router so the link
 * navigates in the app. Their code loads once someone is signed in, not with the first page.
 */
function LiveNotices() {
  const { user } = useAuth();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = !!user;
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    const stopLoading = loadWhenOnline(
      () => import('../features/notifications/utils/live-notices'),
      ({ listenToLiveNotices }) => {
        stop = listenToLiveNotices(t, navigate);
      },
    );
    return () => {
      stopLoading();
      stop?.();
    };
  }, [signedIn, t, navigate]);
  return null;
}

/**
 * The frame of every page. The router's first render in the browser (HydrateFallback: a signed-in reader's page,
 * before its data and code have arrived) renders no child route, so there is no outlet and the frame shows its
 * spinner (RootLayout's `loading`) with the navbar and footer already usable.
 */
function RootRoute() {
  const loading = useOutlet() === null;
  return (
    <>
      <LiveNotices />
      <RootLayout loading={loading} notificationBell={notificationBell} />
    </>
  );
}

/** What `useMatches()` finds in a route's `handle`: its facts from the route table. */
export type RouteHandle = WebRoute;

function lazyModule(route: WebRoute) {
  const load = modules[`./routes/${route.module}.tsx`];
  if (!load) throw new Error(`app/routes/${route.module}.tsx is missing`);
  // A route that shows more than the first page's texts waits for the rest of English (lib/i18n.ts); the server holds
  // every text already (entry-server.tsx).
  if (route.texts === 'first-page' || import.meta.env.SSR) return load;
  return async () => (await Promise.all([load(), loadAllEnglish()]))[0];
}

/**
 * Loads every route's module at once, for the server renderer as it starts. React Router keeps the outcome of a route's
 * `lazy` for the life of the process, a failure too: a module that failed to load once on a request would make every
 * later page of its route fail in turn. Loaded before the first request, a failure stops the renderer loudly instead.
 */
export const loadEveryRouteModule = () => Promise.all(WEB_ROUTES.map((route) => lazyModule(route)()));

/**
 * Every route of the specification, from the route table (packages/shared/src/web-routes.ts); each screen is its
 * own lazily loaded chunk under app/routes. The browser builds its router from these (main.tsx), the server renders
 * public pages from them (entry-server.tsx), with the same route ids.
 */
export const routes: RouteObject[] = [
  {
    Component: RootRoute,
    // The same component as the page's, so React keeps what the reader did while the first page loaded (the phone
    // menu they opened stays open when the page arrives).
    HydrateFallback: RootRoute,
    errorElement: <AppErrorView />,
    // Every page shows who is signed in (the navbar).
    loader: ({ context }) => preload(context, (client) => [client.ensureQueryData(meQueryOptions)]),
    children: WEB_ROUTES.map((route) => {
      const common = { handle: route satisfies RouteHandle, lazy: lazyModule(route) };
      return route.path === null ? { index: true, ...common } : { path: route.path, ...common };
    }),
  },
];
