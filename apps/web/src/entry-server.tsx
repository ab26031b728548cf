import './lib/zod-config';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { initReactI18next } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { LANGUAGES, type Language } from '@kalasetu/shared/limits';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { setApiTransport } from './lib/api-client';
import type { CalendarText } from './lib/calendar-text/types';
import { addCalendarText, holdClock } from './lib/format';
import { I18N_OPTIONS } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { ssrStateScript } from './lib/ssr-state';

type Bundle = Record<string, unknown>;

/** The server holds every text of every language: it renders any page in any of them, and memory is cheap here. */
const locales = import.meta.glob<Bundle>('./locales/*/*.json', { eager: true, import: 'default' });
const sharedMessages = import.meta.glob<Bundle>('../../../packages/shared/src/messages/*.json', {
  eager: true,
  import: 'default',
});

function resources() {
  const all: Record<string, { translation: Bundle }> = {};
  for (const lang of LANGUAGES) {
    const shared = Object.entries(sharedMessages).find(([file]) => file.endsWith(`/${lang}.json`))?.[1] ?? {};
    const translation: Bundle = { ...shared };
    for (const [file, content] of Object.entries(locales)) {
      const [, folder, name] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
      if (folder === lang && name) translation[name] = content;
    }
    all[lang] = { translation };
  }
  return all;
}

// Dates and relative times in every language, without Intl (decision 135).
const calendarTexts = import.meta.glob<CalendarText>('./lib/calendar-text/[a-z][a-z].ts', {
  eager: true,
  import: 'default',
});
for (const lang of LANGUAGES) {
  const text = calendarTexts[`./lib/calendar-text/${lang}.ts`];
  if (text) addCalendarText(lang, text);
}

const ready = i18next.use(initReactI18next).init({
  resources: resources(),
  lng: 'en',
  ...I18N_OPTIONS,
});

/**
 * The pages a signed-out visitor can read (decision 115). The others (forms, dashboards, pages that need a user)
 * keep the app's shell and render in the browser.
 */
const SERVER_RENDERED = new Set([
  undefined, // home: the index route has no path
  'jobs',
  'jobs/:id',
  'creators',
  'creators/:id',
  'enterprises',
  'enterprises/:id',
  'showcase',
  'how-it-works',
  'about',
  'privacy',
  'terms',
  'contact',
  'resources',
  'resources/creator',
  'resources/enterprise',
  'become-creator',
]);

export function rendersOnServer(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1]?.route;
  return (
    leaf !== undefined && SERVER_RENDERED.has(leaf.path) && (leaf.path !== undefined || leaf.index === true)
  );
}

const handler = createStaticHandler(routes);

/**
 * The page's markup. A component that throws makes it fail, and the browser then renders the page itself:
 * preact-render-to-string runs no error boundary (its `errorBoundaries` option stays off), so React Router's error
 * view is never sent as the page's HTML for the browser to hydrate into something else.
 */
async function renderToHtml(client: QueryClient, context: StaticHandlerContext): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for every lazy part (Suspense) and throws what a component throws.
  return renderToStringAsync(
    <StrictMode>
      <Providers
        client={client}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />
    </StrictMode>,
  );
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

export interface RenderedPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** `<script type="application/json" id="ssr-state">` with the replies the page showed, `<` escaped. */
  stateScript: string;
}

export interface RenderOptions {
  lang: Language;
  /** Answers the API requests the page makes (the server's own routes, in process). */
  fetch: typeof fetch;
}

// Texts, the clock and the API transport are process-wide: one page renders at a time.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a public page as a signed-out visitor sees it. Renders until the page asks for no new data (at most three
 * times): each render records the queries the page needs, which are then fetched. Null when the page cannot be
 * rendered as the browser would (a redirect, an API error): the server then sends the app's shell.
 */
export function render(url: string, options: RenderOptions): Promise<RenderedPage | null> {
  const run = queue.then(() => renderNow(url, options));
  queue = run.catch(() => undefined);
  return run;
}

async function renderNow(url: string, { lang, fetch }: RenderOptions): Promise<RenderedPage | null> {
  await ready;
  await i18next.changeLanguage(lang);
  setApiTransport(fetch);
  const now = Date.now();
  holdClock(now);
  try {
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    // A redirect, or a route whose code or data failed: the browser handles those as it always has.
    if (context instanceof Response || context.errors) return null;
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    let html = '';
    for (let pass = 0; pass < 3; pass++) {
      html = await renderToHtml(client, context);
      const pending = client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && isEnabled(query));
      if (pending.length === 0) break;
      await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
      if (
        client
          .getQueryCache()
          .getAll()
          .some((query) => query.state.status === 'error')
      )
        return null;
      if (pass === 2) html = await renderToHtml(client, context);
    }
    return { html, stateScript: ssrStateScript({ lang, now, queries: dehydrate(client) }) };
  } finally {
    holdClock(null);
  }
}
