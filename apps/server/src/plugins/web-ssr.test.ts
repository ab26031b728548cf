import { execFileSync } from 'node:child_process';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { escapeHtml } from './page-template';
import { makeEnterprise, makeJob } from '../test/factories';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const homeTexts = (lang: string) =>
  JSON.parse(readFileSync(path.join(ROOT, `apps/web/src/locales/${lang}/home.json`), 'utf8')) as {
    hero: { title: string };
  };
const HOSTILE_TITLE = '</script><script>alert(1)</script><img src=x onerror=alert(2)> Wedding shoot';

/** The public pages rendered on the server from the real build (decision 140). */
describe('pages rendered on the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The same build `npm start` and the browser suite use; rebuilt only when older than its sources.
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/web-build.mjs')], { cwd: ROOT, stdio: 'pipe' });
    // Errors logged: a page that fails to render is sent as the shell, and the log says why. Route modules load before
    // the renderer answers (app/router.tsx): one that failed on a request used to fail every later page of its route.
    app = await buildTestApp(
      { webDistDir: path.join(ROOT, 'apps/web/dist'), webSsr: true, logLevel: 'error' },
      { logger: true },
    );
  }, 300_000);
  afterAll(async () => {
    await app?.close();
  });

  it('renders the home page with its hero heading and its data embedded', async () => {
    const reply = await app.inject({ url: '/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toMatch(/<h1[^>]*>[^<]*Where local businesses meet the creators/);
    expect(reply.body).toContain(homeTexts('en').hero.title);
    expect(reply.body).toContain('<script type="application/json" id="ssr-state">');
    expect(reply.body).not.toContain('<link rel="preload" as="fetch" href="/api/home"');
    expect(reply.headers.vary).toContain('cookie');
  });

  it('starts the JavaScript of a rendered page at once, with the modules the shell preloads', async () => {
    const rendered = (await app.inject({ url: '/about' })).body;
    const shell = (await app.inject({ url: '/about', headers: { cookie: 'kalasetu.session_token=abc.def' } }))
      .body;
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/.exec(
      shell,
    )?.[1];
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(entry).toBeDefined();
    expect(rendered).toContain(`<script type="module" crossorigin src="${entry}"></script>`);
    expect(preloads(rendered)).toEqual(preloads(shell));
    expect(preloads(rendered).length).toBeGreaterThan(0);
    expect(rendered).not.toContain('boot.js');
    expect(rendered).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
    expect(rendered).toContain('<link rel="preload" as="font"');
  });

  it('renders two pages in different languages at the same time, each in its own', async () => {
    const languages = ['hi', 'en', 'mr', 'kn', 'hi', 'en'] as const;
    // One page per language (the cache key holds it); a parameter the page does not read changes nothing.
    const pages = await Promise.all(
      languages.map((lang, i) =>
        app.inject({ url: `/?visit=${i}-${lang}`, headers: { cookie: `kalasetu_lang=${lang}` } }),
      ),
    );
    pages.forEach((page, i) => {
      const lang = languages[i]!;
      expect(page.body).toContain(`<html lang="${lang}">`);
      expect(page.body).toContain(homeTexts(lang).hero.title);
      expect(page.body).toContain(`"lang":"${lang}"`);
      for (const other of new Set(languages))
        if (other !== lang) expect(page.body).not.toContain(homeTexts(other).hero.title);
    });
  });

  it("hands the route loaders' results and the replies to the browser in the data element", async () => {
    const html = (await app.inject({ url: '/jobs?page-check=1' })).body;
    const state = JSON.parse(
      /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html)![1]!,
    ) as {
      loaderData: Record<string, unknown>;
      queries: { queries: Array<{ queryKey: unknown[] }> };
    };
    expect(Object.keys(state.loaderData).length).toBeGreaterThanOrEqual(2);
    const keys = state.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain('["me"]');
    expect(keys.some((key) => key.startsWith('["jobs","list"'))).toBe(true);
  });

  it.each(['$`', "$'", '$&', "'", '$$', '$1'])(
    'keeps a page whole when its title or search words contain %s',
    async (pattern) => {
      const enterprise = await makeEnterprise(app);
      const job = await makeJob(app, enterprise.id, { title: `Shoot ${pattern} end` });
      for (const url of [`/jobs/${job.id}`, `/jobs?q=${encodeURIComponent(pattern)}`]) {
        const html = (await app.inject({ url })).body;
        expect(html.match(/<title>/g)).toHaveLength(1);
        expect(html.match(/<html /g)).toHaveLength(1);
        expect(html.match(/<\/head>/g)).toHaveLength(1);
        expect(html.match(/<div id="root">/g)).toHaveLength(1);
        expect(html.match(/property="og:title"/g) ?? []).toHaveLength(url.startsWith('/jobs/') ? 1 : 0);
        // Nothing before the document's own start.
        expect(html.startsWith('<!doctype html>') || html.startsWith('<!DOCTYPE html>')).toBe(true);
      }
      const page = (await app.inject({ url: `/jobs/${job.id}` })).body;
      const escaped = escapeHtml(pattern);
      expect(page).toContain(`<title>Shoot ${escaped} end · KalaSetu</title>`);
    },
  );

  it('writes a hostile job title as text, in the page and in the embedded data', async () => {
    const enterprise = await makeEnterprise(app);
    const job = await makeJob(app, enterprise.id, { title: HOSTILE_TITLE });
    const html = (await app.inject({ url: `/jobs/${job.id}` })).body;
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;',
    );
    expect(html).toContain(
      '\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003cimg src=x onerror=alert(2)>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // The only inline script element is the data one (the Content-Security-Policy runs none).
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toEqual([
      '<script type="application/json" id="ssr-state">',
    ]);
  });

  it('renders in the language of the language cookie', async () => {
    const html = (await app.inject({ url: '/', headers: { cookie: 'kalasetu_lang=hi' } })).body;
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(homeTexts('hi').hero.title);
    expect(html).toContain('"lang":"hi"');
  });

  it('sends the app shell, which works as before, to a visitor with a session cookie', async () => {
    const reply = await app.inject({ url: '/jobs', headers: { cookie: 'kalasetu.session_token=abc.def' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<div id="root"></div>');
    expect(reply.body).not.toContain('ssr-state');
    expect(reply.body).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
  });

  it('sends the shell for pages that need a user', async () => {
    const reply = await app.inject({ url: '/dashboard' });
    expect(reply.body).toContain('<div id="root"></div>');
  });

  it('sends a kept page compressed as the client allows, the same document in every coding', async () => {
    const url = '/jobs?coding-check=1';
    const plain = await app.inject({ url });
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers.vary).toContain('cookie');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.body).toContain('ssr-state');
  });
});
