import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { translate } from '@kalasetu/shared/messages';
import { FinishedPage, pickEncoding } from './finished-page';
import { escapeHtml, pageTemplate } from './page-template';
import { pageHints } from './web-hints';
import { loadPageRenderer, PageCache, type RenderedPage } from './web-ssr';

export interface PageMeta {
  title: string;
  description: string;
  image?: string | null;
}

export type PageMetaResolver = (match: RegExpMatchArray, request: FastifyRequest) => Promise<PageMeta | null>;

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Features register Open Graph / Twitter tags for their public pages (a job, a creator profile). */
    registerPageMeta(pattern: RegExp, resolve: PageMetaResolver): void;
  }
}

/** Serves the built web app: hashed assets cached for a year (precompressed), index.html for every client route. */
export default fp(async function web(app: FastifyInstance) {
  const resolvers: Array<{ pattern: RegExp; resolve: PageMetaResolver }> = [];
  app.decorate('registerPageMeta', (pattern: RegExp, resolve: PageMetaResolver) => {
    resolvers.push({ pattern, resolve });
  });

  const indexFile = path.join(app.config.webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ indexFile }, 'web build not found; only the API is served');
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  const page = pageTemplate(template);
  const hintsFor = pageHints(app.config.webDistDir, template);
  // Signed-out visitors' pages, kept briefly; any change made through this instance drops them (decision 140).
  const cache = new PageCache(app.config.webPageCacheMs);
  // A kept page's whole document and its compressed forms, for as long as the cache keeps the page itself.
  const finished = new WeakMap<RenderedPage, FinishedPage>();
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.clear();
  });
  // Loaded in the background: importing the renderer takes seconds on a busy machine, more than a plugin may take
  // to start. The first requests wait for it.
  const renderer = loadPageRenderer(app, cache).catch((error: unknown) => {
    app.log.error({ err: error }, 'server renderer could not be loaded; pages render in the browser');
    return null;
  });

  await app.register(fastifyStatic, {
    root: app.config.webDistDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each script and style sheet; send those to clients that accept them.
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker is looked at again on every visit, so a new build's worker takes over at once.
      if (path.basename(filePath).startsWith('sw.js')) res.header('cache-control', 'no-cache');
      else
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Judged on the decoded path, as the router reads it: `/%61pi/…` or `/api%2F…` is still the API's, never a page.
    const decoded = safeDecode(pathname);
    if (decoded.startsWith('/api/') || decoded.startsWith('/uploads/')) {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: translate(request.lang, 'errors.notFound') } });
    }
    const findMeta = async (): Promise<PageMeta | null> => {
      const found = resolvers.find(({ pattern }) => pattern.test(pathname));
      const match = found && pathname.match(found.pattern);
      return match ? found.resolve(match, request).catch(() => null) : null;
    };
    // The page depends on the session and language cookies when it is rendered on the server.
    reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8');
    const rendered = await renderer.then((pages) => pages?.render(request, pathname, findMeta) ?? null);
    const document = (meta: PageMeta | null) => {
      const head = [
        ...hintsFor(pathname, { rendered: Boolean(rendered) }),
        ...(meta ? metaTags(meta, `${app.config.publicUrl}${pathname}`, app.config.publicUrl) : []),
      ];
      return page({
        lang: rendered?.lang,
        title: meta ? `${escapeHtml(meta.title)} · KalaSetu` : undefined,
        description: meta ? escapeHtml(meta.description) : undefined,
        head,
        root: rendered?.html,
        afterRoot: rendered?.stateScript,
      });
    };
    if (!rendered) return reply.send(document(await findMeta()));
    // Everything in a rendered page's document follows from the cache's key (address and language).
    let done = finished.get(rendered);
    if (!done) {
      done = new FinishedPage(document(rendered.meta));
      finished.set(rendered, done);
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'cookie, accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(done.body(encoding));
  });
});

/** Open Graph and Twitter tags for a page with its own meta (a job, a profile); its description fills the template's. */
function metaTags(meta: PageMeta, url: string, origin: string): string[] {
  const image = meta.image
    ? meta.image.startsWith('http')
      ? meta.image
      : `${origin}${meta.image}`
    : `${origin}/icons/icon-512.png`;
  return [
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="KalaSetu">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  ];
}
