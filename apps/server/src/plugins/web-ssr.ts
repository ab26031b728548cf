import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, type Language } from '@kalasetu/shared/limits';
import { isLanguage } from '@kalasetu/shared/messages';
import { SESSION_COOKIE_PREFIX } from './better-auth';

/** What apps/web/src/entry-server.tsx exports (built by `vite build --ssr` into apps/web/dist-ssr). */
interface ServerEntry {
  rendersOnServer(pathname: string): boolean;
  render(
    url: string,
    options: { lang: Language; fetch: typeof fetch },
  ): Promise<{ html: string; stateScript: string } | null>;
}

export interface PageRenderer {
  /** The page's HTML for a signed-out visitor, or null: then the app's shell, which renders in the browser. */
  render(request: FastifyRequest, pathname: string, template: string): Promise<string | null>;
}

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=`);
const LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(\\w+)`);

/** Whoever carries a session cookie gets the shell: their pages show their own data (decision 115). */
export const hasSession = (request: FastifyRequest) => SESSION_COOKIE.test(request.headers.cookie ?? '');

/** The language the browser chose (lib/i18n.ts writes the cookie); English without one. */
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

/** Loads the server bundle when it is built and server rendering is on; otherwise every page is the shell. */
export async function loadPageRenderer(app: FastifyInstance): Promise<PageRenderer | null> {
  const entryFile = path.join(app.config.webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!app.config.webSsr || !existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  return {
    async render(request, pathname, template) {
      if (hasSession(request) || !entry.rendersOnServer(pathname)) return null;
      const lang = pageLanguage(request);
      const page = await entry
        .render(request.url, { lang, fetch: inProcessFetch(app, request, lang) })
        .catch((error: unknown) => {
          request.log.error({ err: error, pathname }, 'server rendering failed; sending the shell');
          return null;
        });
      if (!page) return null;
      return template
        .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
        .replace('<div id="root"></div>', `<div id="root">${page.html}</div>\n    ${page.stateScript}`);
    },
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\n?[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A page rendered on the server starts its JavaScript once it has loaded (decision 129): the entry script and the
 * module preloads (Vite's and the page hints') become one small script, `/boot.js` (apps/web/public), that names
 * them and asks for them after the `load` event. The page is complete HTML meanwhile, its links work without it.
 */
export function startAfterLoad(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  return withoutPreloads.replace(
    ENTRY_SCRIPT,
    `<script type="module" src="/boot.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`,
  );
}
