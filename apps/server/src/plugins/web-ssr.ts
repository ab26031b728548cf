import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageAddress, rendersAtOnceFor } from './page-address';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, type Language } from '@kalasetu/shared/limits';
import { isLanguage } from '@kalasetu/shared/messages';
import { SESSION_COOKIE_PREFIX } from './better-auth';
import type { PageMeta } from './web';

/** What apps/web/src/entry-server.tsx exports (built by `vite build --ssr` into apps/web/dist-ssr). */
interface ServerEntry {
  rendersOnServer(pathname: string): boolean;
  render(
    url: string,
    options: { lang: Language; fetch: typeof fetch },
  ): Promise<{ html: string; stateScript: string; missed: string[] } | null>;
}

/** A page rendered for a signed-out visitor: its root's markup, its data element and its link-preview meta. */
export interface RenderedPage {
  lang: Language;
  html: string;
  stateScript: string;
  meta: PageMeta | null;
}

export interface PageRenderer {
  /**
   * The page for a signed-out visitor, or null: then the app's shell, which renders in the browser. `findMeta` looks
   * up its link-preview meta (a job's title), alongside the render and kept with it.
   */
  render(
    request: FastifyRequest,
    pathname: string,
    findMeta: () => Promise<PageMeta | null>,
  ): Promise<RenderedPage | null>;
}

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=`);
const LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(\\w+)`);

/** Whoever carries a session cookie gets the shell: their pages show their own data (decision 140). */
export const hasSession = (request: FastifyRequest) => SESSION_COOKIE.test(request.headers.cookie ?? '');

/** The language the browser chose (lib/i18n.ts writes the cookie whenever a choice is stored); English without one. */
export function pageLanguage(request: FastifyRequest): Language {
  const value = LANGUAGE.exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(value) ? value : 'en';
}

/**
 * The API as the page's fetch: the request goes through the server's own routes in process (validation, rate limits
 * per visitor address), without a session, in the page's language.
 */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest, lang: Language): typeof fetch {
  return async (input) => {
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? `${input.pathname}${input.search}`
          : input.url;
    const reply = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'accept-language': lang },
      remoteAddress: request.ip,
    });
    return new Response(reply.statusCode === 204 ? null : reply.body, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** Pages kept (about 30–80 kB each); the oldest goes first. */
const PAGE_CACHE_SIZE = 300;

/**
 * Signed-out visitors' pages by address and language: kept `ttlMs` (WEB_PAGE_CACHE_MS, 3 s by default), and one
 * render serves every request for the same page that arrives while it runs; pages for signed-in users never come
 * here (decision 140). Any change made through this instance (a request other than GET or HEAD that succeeded) drops
 * every kept page at once; a change made through another instance shows here within twice `ttlMs` (6 s), since each
 * instance's copies expire by themselves and an expired copy is served at most one more `ttlMs` while it is rendered
 * again.
 */
export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  /** Counts changes: a page whose render began before the latest one is not served again. */
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  /** Something changed: no page rendered before now is served again. */
  clear() {
    this.generation++;
    this.pages.clear();
  }

  get(key: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    const now = Date.now();
    const kept = this.pages.get(key);
    if (kept && kept.generation === this.generation) {
      if (kept.until > now) return kept.page;
      // Just expired: the kept copy is served while one request renders the page again, so visitors never queue
      // behind that render. Only for one more `ttlMs`: a page no one asked for in that time is rendered afresh.
      if (kept.ready && now < kept.until + this.ttlMs) {
        if (!kept.refreshing) {
          kept.refreshing = true;
          void this.start(key, render).catch(() => undefined);
        }
        return kept.page;
      }
    }
    return this.start(key, render);
  }

  private start(key: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    const generation = this.generation;
    const page = render();
    if (this.ttlMs === 0) return page;
    // Shared while it renders; kept `ttlMs` from when it is ready, so a slow render is still served again.
    const entry: KeptPage = {
      until: Number.POSITIVE_INFINITY,
      generation,
      page,
      ready: false,
      refreshing: false,
    };
    const previous = this.pages.get(key);
    // A refresh replaces the kept copy only once it is ready; a first render is shared at once.
    if (!previous?.ready || previous.generation !== generation) this.pages.set(key, entry);
    void page.then(
      (result) => {
        const current = this.pages.get(key);
        if (generation !== this.generation) return;
        if (result === null) {
          // A page that failed is not kept: the next request tries again.
          if (current === entry || current === previous) this.pages.delete(key);
          return;
        }
        entry.until = Date.now() + this.ttlMs;
        entry.ready = true;
        if (current === entry || current === previous) {
          this.pages.delete(key); // re-inserted last: the oldest pages are the first to go
          this.pages.set(key, entry);
        }
      },
      () => {
        if (this.pages.get(key) === entry || this.pages.get(key) === previous) this.pages.delete(key);
      },
    );
    while (this.pages.size > PAGE_CACHE_SIZE) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }
}

interface KeptPage {
  until: number;
  generation: number;
  page: Promise<RenderedPage | null>;
  /** The render finished with a page. */
  ready: boolean;
  /** A new render of this expired page is under way. */
  refreshing: boolean;
}

/** Loads the server bundle when it is built and server rendering is on; otherwise every page is the shell. */
export async function loadPageRenderer(app: FastifyInstance, cache: PageCache): Promise<PageRenderer | null> {
  const entryFile = path.join(app.config.webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!app.config.webSsr || !existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const rendersAtOnce = rendersAtOnceFor();
  let rendering = 0;
  return {
    async render(request, pathname, findMeta) {
      if (hasSession(request) || !entry.rendersOnServer(pathname)) return null;
      const lang = pageLanguage(request);
      // Keyed and rendered on what the page reads, so junk parameters cannot force fresh renders.
      const address = pageAddress(request.url);
      return cache.get(`${lang} ${address}`, async () => {
        // Over the limit the visitor gets the shell (rendered in the browser) and nothing is kept: load is shed here
        // before the API and /api/health feel it.
        if (rendering >= rendersAtOnce) return null;
        rendering++;
        const [page, meta] = await Promise.all([
          entry
            .render(address, { lang, fetch: inProcessFetch(app, request, lang) })
            .catch((error: unknown) => {
              request.log.error({ err: error, pathname }, 'server rendering failed; sending the shell');
              return null;
            })
            .finally(() => rendering--),
          findMeta(),
        ]);
        if (!page) return null;
        // A query no route loader fetched renders as loading: worth knowing, not worth failing the page for.
        if (page.missed.length > 0)
          request.log.warn({ pathname, missed: page.missed }, 'query not preloaded');
        return { lang, html: page.html, stateScript: page.stateScript, meta };
      });
    },
  };
}
