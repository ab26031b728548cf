import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { makeEnterprise, makeJob, type TestUser } from '../../test/factories';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>KalaSetu</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('link previews of /jobs/{id}', () => {
  let app: FastifyInstance;
  let distDir: string;
  let enterprise: TestUser;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-dist-'));
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    app = await buildTestApp({ webDistDir: distDir });
    enterprise = await makeEnterprise(app, { companyName: 'Dharwad Handloom Collective' });
  });
  afterAll(async () => {
    await app?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const meta = (html: string, attribute: 'property' | 'name', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

  it('serves Open Graph and Twitter tags with title, enterprise, rupee budget and location', async () => {
    const job = await makeJob(app, enterprise.id, {
      title: 'Catalogue shoot for Ilkal sarees',
      budgetMin: 25_000,
      budgetMax: 1_50_000,
      location: 'Dharwad, Karnataka',
    });
    const response = await app.inject({ method: 'GET', url: `/jobs/${job.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    const description = 'Dharwad Handloom Collective · ₹25,000 – ₹1,50,000 · Dharwad, Karnataka';
    expect(meta(html, 'property', 'og:title')).toBe('Catalogue shoot for Ilkal sarees');
    expect(meta(html, 'property', 'og:description')).toBe(description);
    expect(meta(html, 'property', 'og:url')).toBe(`http://localhost:3000/jobs/${job.id}`);
    expect(meta(html, 'name', 'twitter:title')).toBe('Catalogue shoot for Ilkal sarees');
    expect(meta(html, 'name', 'twitter:description')).toBe(description);
    expect(html).toContain('<title>Catalogue shoot for Ilkal sarees · KalaSetu</title>');
  });

  it('escapes markup and quotes in the title', async () => {
    const job = await makeJob(app, enterprise.id, {
      title: `"Best" <script>alert('x')</script> & co`,
    });
    const html = (await app.inject({ method: 'GET', url: `/jobs/${job.id}` })).body;
    expect(html).not.toContain('<script>alert');
    expect(meta(html, 'property', 'og:title')).toBe(
      '&quot;Best&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co',
    );
  });

  it('serves the plain page for unknown jobs and other paths', async () => {
    for (const url of ['/jobs/2147483000', '/jobs/99999999999999999999', '/jobs']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('og:title');
    }
  });
});
