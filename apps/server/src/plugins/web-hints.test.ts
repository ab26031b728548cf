import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

const INDEX_HTML = `<!doctype html><html lang="en"><head><title>KalaSetu</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-abc.js">
</head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react-abc.js'] },
  '_react-abc.js': { file: 'assets/react-abc.js' },
  '_card-abc.js': { file: 'assets/card-abc.js', imports: ['_react-abc.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-abc.js', imports: ['_react-abc.js', '_card-abc.js'] },
  'src/app/routes/job-detail.tsx': { file: 'assets/job-detail-abc.js', imports: ['_card-abc.js'] },
  'src/locales/english-rest.ts': { file: 'assets/english-rest-abc.js' },
};

describe('hints in the most visited pages', () => {
  let app: FastifyInstance;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-dist-'));
    await mkdir(path.join(distDir, '.vite'));
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(distDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    app = await buildTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('preloads the hero picture and the home route code that index.html does not already name', async () => {
    const html = (await app.inject({ url: '/' })).body;
    expect(html).toContain('<link rel="preload" as="image" href="/hero.webp"');
    expect(html).toContain('imagesrcset="/hero-800.webp 800w, /hero.webp 1200w"');
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/home" crossorigin>');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-abc.js" fetchpriority="low">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/card-abc.js" fetchpriority="low">',
    );
    expect(html.match(/react-abc\.js/g)).toHaveLength(1);
    expect(html.indexOf('home-abc.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it("preloads a job page's code and the English texts it waits for, without the hero picture", async () => {
    const html = (await app.inject({ url: '/jobs/42' })).body;
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/job-detail-abc.js" fetchpriority="low">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/english-rest-abc.js" fetchpriority="low">',
    );
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/jobs/42" crossorigin>');
    expect(html).not.toContain('hero');
    expect(html).not.toContain('home-abc.js');
  });

  it('leaves other pages as built', async () => {
    const html = (await app.inject({ url: '/creators' })).body;
    expect(html).toBe(INDEX_HTML);
  });
});
