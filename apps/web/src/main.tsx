import './lib/zod-config';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { holdClock } from './lib/format';
import { i18n, initI18n, loadAllEnglish, storedChoice } from './lib/i18n';
import { loadOtherScriptFonts } from './lib/fonts';
import { createQueryClient } from './lib/query-client';
import { setBrowserQueryClient } from './lib/route-data';
import { registerServiceWorker } from './lib/service-worker';
import { readSsrState } from './lib/ssr-state';
// Noto Sans before the app's styles, in the same style sheet: one render-blocking request, not two.
import './fonts/latin.css';
import './styles.css';

/**
 * The lazy routes of this address, loaded before hydration: the router would otherwise render its fallback first,
 * which is not what the server sent (React Router's guide to server rendering with lazy routes).
 */
async function resolveLazyRoutes(list: RouteObject[]) {
  const matches = matchRoutes(list, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * Ends the current task: the browser may paint or take a tap before the next step. Start-up is a chain of steps of
 * 5–20 ms each on a mid-range phone (the modules, the texts, the route's code, the router, hydration's start, fonts);
 * run as one task they held the main thread 70 ms, four times that on Lighthouse's slow phone, all of it blocking.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
setBrowserQueryClient(queryClient);
const ssr = readSsrState();
// A language chosen before the cookie existed: the server rendered another one, so render here instead.
const choice = storedChoice();
const hydrating = ssr !== null && (choice === null || choice === ssr.lang);
// The modules' own start-up (React's, the router's) ends the first task; the texts start the next.
await nextTask();

if (hydrating) {
  // The server's replies and clock, so the first render is the server's HTML (decision 140).
  hydrate(queryClient, ssr.queries);
  holdClock(ssr.now);
  await Promise.all([initI18n(ssr.lang), nextTask().then(() => resolveLazyRoutes(routes))]);
} else await initI18n();
await nextTask();

// On a rendered page the router starts from the loaders' results the server sent: it runs none of them again.
const router = createBrowserRouter(
  routes,
  hydrating ? { hydrationData: { loaderData: ssr.loaderData } } : undefined,
);
const app = (
  <StrictMode>
    <Providers client={queryClient} i18n={i18n} router={<RouterProvider router={router} />} />
  </StrictMode>
);
if (hydrating) {
  // Hydration as a transition: React works in slices and lets a tap or a key press go first; a tap on a part not yet
  // hydrated is replayed once it is (React 19), so nothing pressed early is lost.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // Relative times follow the browser's clock again from the next page on.
  const stop = router.subscribe(() => {
    holdClock(null);
    stop();
  });
} else createRoot(container).render(app);

await nextTask();
// Its first paint is behind it by now: Noto for other scripts' letters (a Hindi job on an English page) may load.
loadOtherScriptFonts();

// The English texts the home page does not show load once the page has, ready for the next route.
if (document.readyState === 'complete') void loadAllEnglish();
else window.addEventListener('load', () => void loadAllEnglish(), { once: true });

registerServiceWorker();
