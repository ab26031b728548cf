import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { injectAs, makeCreator } from '../test/factories';
import { multipart, png } from '../modules/portfolio/portfolio.fixtures';
import { STRICT_TRANSPORT_SECURITY } from './security-headers';

/** A stand-in for the built web app: the server injects page tags into this template. */
async function fakeWebBuild() {
  const dir = await mkdtemp(path.join(tmpdir(), 'kalasetu-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>KalaSetu</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log("hi");');
  return dir;
}

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectStrictHeaders(response: LightMyRequestResponse, where: string) {
  const csp = directives(response);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, where).toBeDefined();
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", 'data:', '*', 'http:', 'https:'])
    expect(scripts, `${where} script-src`).not.toContain(unsafe);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  expect(csp.get('base-uri'), where).toEqual(["'self'"]);
  expect(response.headers['x-content-type-options'], where).toBe('nosniff');
  expect(response.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options'], where).toBe('DENY');
}

describe('security headers on pages, API answers and uploads', () => {
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  let uploadUrl: string;
  beforeAll(async () => {
    const webDistDir = await fakeWebBuild();
    app = await buildTestApp({ webDistDir });
    proxied = await buildTestApp({ webDistDir, trustProxy: true });
    const creator = await makeCreator(app);
    const response = await injectAs(app, creator, {
      method: 'POST',
      url: '/api/me/avatar',
      ...multipart({ filename: 'me.png', content: await png(64, 64) }),
    });
    uploadUrl = response.json().avatarUrl;
  });
  afterAll(async () => {
    await Promise.all([app.close(), proxied.close()]);
  });

  const samples = () => [
    { where: 'HTML page', url: '/jobs', type: 'text/html' },
    { where: 'script asset', url: '/assets/app.js', type: 'javascript' },
    { where: 'API JSON', url: '/api/jobs', type: 'application/json' },
    { where: 'API error', url: '/api/no-such-route', type: 'application/json' },
    { where: 'upload', url: uploadUrl, type: 'image/webp' },
  ];

  it('sends a strict policy everywhere: no inline script, no framing, no sniffing', async () => {
    for (const { where, url, type } of samples()) {
      const response = await app.inject({ method: 'GET', url });
      expect(String(response.headers['content-type']), where).toContain(type);
      expectStrictHeaders(response, where);
      expect(response.headers['strict-transport-security'], `${where} over plain http`).toBeUndefined();
    }
  });

  it('serves the real page template without inline script, so the policy does not break it', async () => {
    // The web app's own index.html (the template Vite builds from), through the server's tag injection.
    const real = await buildTestApp({ webDistDir: path.resolve(import.meta.dirname, '../../../web') });
    try {
      const page = await real.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      // JSON-LD is data, not script; anything else inline would be blocked by the policy.
      const inline = scripts.filter(
        ([, attributes, body]) =>
          !/\bsrc=/.test(attributes ?? '') &&
          !/application\/ld\+json/.test(attributes ?? '') &&
          /\S/.test(body ?? ''),
      );
      expect(inline).toEqual([]);
      expect(page.body).not.toMatch(/\son[a-z]+\s*=/i);
    } finally {
      await real.close();
    }
  });

  it('adds HSTS when the request arrived over TLS at a trusted proxy', async () => {
    for (const { where, url } of samples()) {
      const tls = await proxied.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security'], where).toBe(STRICT_TRANSPORT_SECURITY);
      expectStrictHeaders(tls, where);
      const plain = await proxied.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security'], where).toBeUndefined();
    }
  });

  it('ignores a forged X-Forwarded-Proto when no proxy is trusted', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/jobs',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS on every answer when the public address is https', async () => {
    const tlsApp = await buildTestApp({ publicUrl: 'https://kalasetu.example' });
    try {
      const response = await tlsApp.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      expectStrictHeaders(response, 'health');
    } finally {
      await tlsApp.close();
    }
  });
});
