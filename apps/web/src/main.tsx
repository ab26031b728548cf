import './lib/zod-config';
import './lib/effect-timing';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { holdClock } from './lib/format';
import { finishHydration, startHydration } from './lib/hydrate-later';
import { initI18n, loadAllEnglish, storedChoice } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { readSsrState } from './lib/ssr-state';
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

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const ssr = readSsrState();
// A language chosen before the cookie existed: the server rendered another one, so render here instead.
const choice = storedChoice();
const hydrating = ssr !== null && (choice === null || choice === ssr.lang);

/** A task boundary: on a slow phone each step of the start-up below is a task of its own, not one long one. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

if (hydrating) {
  // The modules have just been evaluated; the texts, the route's modules (already loading: boot.js preloads them)
  // and the router each get a task (decision 135).
  await nextTask();
  hydrate(queryClient, ssr.queries);
  holdClock(ssr.now);
  await initI18n(ssr.lang);
  await nextTask();
  await resolveLazyRoutes(routes);
  await nextTask();
} else await initI18n();

const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <Providers client={queryClient} router={<RouterProvider router={router} />} />
  </StrictMode>
);
if (hydrating) {
  // A task of its own for hydration: after the modules were evaluated, the two made one long task on a slow phone
  // (Preact hydrates in one go; decision 134).
  await nextTask();
  // On Preact startTransition calls this at once and hydration is one task (decision 130 no longer applies); the
  // server's HTML is on screen and its links work meanwhile.
  startTransition(() => {
    // The parts wrapped in HydrateLater (navbar, footer, job cards, home sections …) hydrate in tasks of their own
    // right after (decision 135).
    startHydration();
    hydrateRoot(container, app);
    finishHydration();
  });
  // Relative times follow the browser's clock again from the next page on.
  const stop = router.subscribe(() => {
    holdClock(null);
    stop();
  });
} else createRoot(container).render(app);

// The English texts the home page does not show load once the page has, ready for the next route.
if (document.readyState === 'complete') void loadAllEnglish();
else window.addEventListener('load', () => void loadAllEnglish(), { once: true });
