import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { translate } from '@kalasetu/shared/messages';
import { pageWithHints } from './web-hints';
import { loadPageRenderer, startAfterLoad } from './web-ssr';

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

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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
  const pageFor = pageWithHints(app.config.webDistDir, template);
  // Loaded in the background: importing the renderer takes seconds on a busy machine, more than a plugin may take
  // to start. The first requests wait for it.
  const renderer = loadPageRenderer(app).catch((error: unknown) => {
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
    let meta: PageMeta | null = null;
    for (const { pattern, resolve } of resolvers) {
      const match = pathname.match(pattern);
      if (match) {
        meta = await resolve(match, request).catch(() => null);
        break;
      }
    }
    // The page depends on the session and language cookies when it is rendered on the server.
    reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8');
    const rendered = await (await renderer)?.render(request, pathname, template);
    const page = rendered
      ? startAfterLoad(pageFor(pathname, rendered, { rendered: true }))
      : pageFor(pathname, template);
    return reply.send(
      meta ? withMeta(page, meta, `${app.config.publicUrl}${pathname}`, app.config.publicUrl) : page,
    );
  });
});

function withMeta(template: string, meta: PageMeta, url: string, origin: string): string {
  const image = meta.image
    ? meta.image.startsWith('http')
      ? meta.image
      : `${origin}${meta.image}`
    : `${origin}/icons/icon-512.png`;
  const tags = [
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
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
  ].join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)} · KalaSetu</title>`)
    .replace('</head>', `    ${tags}\n  </head>`);
}
