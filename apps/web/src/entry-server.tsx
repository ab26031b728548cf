/// <reference types="node" />
// Node only: the server renderer. Node types are for this file; the rest of src runs in the browser.
import './lib/zod-config';
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { LANGUAGES, type Language } from '@kalasetu/shared/limits';
import { Providers } from './app/providers';
import { loadEveryRouteModule, routes, type RouteHandle } from './app/router';
import type { CalendarText } from './lib/calendar-text/types';
import { addCalendarText } from './lib/format';
import { I18N_OPTIONS } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { renderHtml } from './lib/render-html';
import { findRequestScopeWith, type RequestScope } from './lib/request-scope';
import { renderFault, type ServerLoadContext } from './lib/route-data';
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

/** Read-only once built: every request's i18next instance reads its texts from here and adds none. */
const RESOURCES = resources();

// Dates and relative times in every language, without Intl (decision 135); filled once, as the module loads.
const calendarTexts = import.meta.glob<CalendarText>('./lib/calendar-text/[a-z][a-z].ts', {
  eager: true,
  import: 'default',
});
for (const lang of LANGUAGES) {
  const text = calendarTexts[`./lib/calendar-text/${lang}.ts`];
  if (text) addCalendarText(lang, text);
}

/**
 * Each request's clock and API access (lib/request-scope.ts). Nothing the renderer changes is shared between
 * requests: the texts are an i18next instance per request, the data a query client per request, and these two
 * live in the request's own async context, so any number of pages render at once (decision 140).
 */
const scopes = new AsyncLocalStorage<RequestScope>();
findRequestScopeWith(() => scopes.getStore());

/** The texts of every language, initialised once; never changed after (no language switch, no texts added). */
const baseTexts = createInstance({ ...I18N_OPTIONS, resources: RESOURCES, lng: 'en', initAsync: false });
void baseTexts.init();

/**
 * A request's own i18next in its language: a clone shares the read-only texts and has its own language and
 * translator (a third of the cost of a new instance, which builds its services again).
 */
const textsFor = (lang: Language): I18n => baseTexts.cloneInstance({ lng: lang });

/** Paths whose answer is kept: matching flattens and ranks every route anew, the largest cost of a kept page. */
const RENDERS_ON_SERVER_KEPT = 1000;
const rendersOnServerKept = new Map<string, boolean>();

/**
 * Whether the server renders a path for a signed-out visitor: its route's `ssr` fact (app/router.tsx).
 * @public the server's renderer (plugins/web-ssr.ts) calls it
 */
export function rendersOnServer(pathname: string): boolean {
  const kept = rendersOnServerKept.get(pathname);
  if (kept !== undefined) return kept;
  const matches = matchRoutes(routes, pathname);
  const handle = matches?.[matches.length - 1]?.route.handle as RouteHandle | undefined;
  const answer = handle?.ssr === true;
  // Any address can be asked for, so only the latest thousand are kept (a Map iterates oldest first).
  if (rendersOnServerKept.size >= RENDERS_ON_SERVER_KEPT)
    rendersOnServerKept.delete(rendersOnServerKept.keys().next().value!);
  rendersOnServerKept.set(pathname, answer);
  return answer;
}

/** Routes and their loaders; `query` resolves a route's lazy module once and keeps it (the same for everyone). */
const handler = createStaticHandler(routes);

// Every page's module, before this module counts as loaded (router.tsx says why): the server's import of the renderer
// fails if one cannot load, and requests never wait on a first load.
await loadEveryRouteModule();

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

export interface RenderedPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** `<script type="application/json" id="ssr-state">` with the replies the page showed, `<` escaped. */
  stateScript: string;
  /** Queries the page asked for that no loader fetched: they render as loading, and the browser fetches them. */
  missed: string[];
}

export interface RenderOptions {
  lang: Language;
  /** Answers the API requests the page makes (the server's own routes, in process). */
  fetch: typeof fetch;
}

/**
 * Renders a public page as a signed-out visitor sees it, in one pass: the route loaders fill the request's query
 * client (React Router's `handler.query`), then React renders once. Null when the browser should render the page
 * itself (a redirect, an API refusal such as a job that is gone): the server then sends the app's shell. Rejects when
 * something failed that should not have (an API error, a module that did not load), so the server logs why.
 * @public the server's renderer (plugins/web-ssr.ts) calls it
 */
export function render(url: string, { lang, fetch }: RenderOptions): Promise<RenderedPage | null> {
  const now = Date.now();
  return scopes.run({ now, fetch }, async () => {
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const requestContext: ServerLoadContext = { queryClient };
    const context = await handler.query(new Request(new URL(url, 'http://localhost')), { requestContext });
    if (context instanceof Response) return null;
    const fault = renderFault(context.errors);
    if (fault) throw fault;
    if (context.errors) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderHtml(
      <StrictMode>
        <Providers
          client={queryClient}
          i18n={textsFor(lang)}
          router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />
      </StrictMode>,
    );
    const missed = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && isEnabled(query))
      .map((query) => query.queryHash);
    const stateScript = ssrStateScript({
      lang,
      now,
      queries: dehydrate(queryClient),
      loaderData: context.loaderData,
    });
    return { html, stateScript, missed };
  });
}
