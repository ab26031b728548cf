import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { escapeHtml } from './page-template';
import { pageLanguage } from './web-ssr';

/** The installable app's manifest (everything but its name and description, which are in the reader's language). */
const MANIFEST = {
  short_name: 'KalaSetu',
  dir: 'ltr',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#b45309',
  background_color: '#fafaf9',
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  ],
};

/** The page the service worker shows when the network fails and it has no copy of the page asked for. */
export function offlinePage(lang: Language): string {
  const t = (key: string) => escapeHtml(translate(lang, key));
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#b45309">
<title>${t('app.offline.title')} · KalaSetu</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#fafaf9;color:#1c1917;display:grid;min-height:100vh;place-items:center}
main{max-width:28rem;padding:1.5rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{line-height:1.6;margin:0 0 1.5rem}
a{display:inline-block;margin:.25rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#b45309;color:#fff;text-decoration:none;font-weight:600}
a.secondary{background:transparent;color:#92400e;border:1px solid #92400e}
</style>
</head>
<body>
<main>
<h1>${t('app.offline.title')}</h1>
<p>${t('app.offline.text')}</p>
<a href="">${t('app.offline.retry')}</a>
<a class="secondary" href="/">${t('app.offline.home')}</a>
</main>
</body>
</html>
`;
}

const offlineQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

/** `?lang=` when given (the service worker keeps one copy per language), else the reader's cookie. */
const languageOf = (request: FastifyRequest): Language =>
  offlineQuery.safeParse(request.query).data?.lang ?? pageLanguage(request);

/**
 * What makes the web app installable and usable offline, served by the server because it is worded in the reader's
 * language: the manifest (name and description) and the offline page. The service worker itself is a file of the
 * web build (dist/sw.js, decision 315).
 */
export default fp(async function pwa(app: FastifyInstance) {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const lang = languageOf(request);
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie');
    return JSON.stringify({
      ...MANIFEST,
      name: translate(lang, 'app.name'),
      description: translate(lang, 'app.description'),
      lang: lang === 'en' ? 'en-IN' : lang,
    });
  });

  app.get('/offline.html', { schema: { hide: true } }, async (request, reply) => {
    const lang = languageOf(request);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie');
    return offlinePage(lang);
  });
});
