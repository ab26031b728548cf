import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, listenOnLoopback } from '../test/build-test-app';
import { injectAs, makeCreator } from '../test/factories';
import { multipart, png } from '../modules/portfolio/portfolio.fixtures';
import { openEventStream } from '../test/sse-client';
import { expectStrictHeaders } from '../test/strict-headers';
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

describe('security headers on pages, API answers, uploads and the realtime stream', () => {
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
      expectStrictHeaders(response.headers, where);
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
      expectStrictHeaders(tls.headers, where);
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
      expectStrictHeaders(response.headers, 'health');
    } finally {
      await tlsApp.close();
    }
  });
  it('sends the same headers on the realtime stream, which writes its own head outside the reply path', async () => {
    const base = await listenOnLoopback(app);
    const creator = await makeCreator(app);
    const stream = await openEventStream(base, creator.cookie);
    try {
      expect(stream.status).toBe(200);
      const headers = Object.fromEntries(stream.headers);
      expect(headers['content-type']).toContain('text/event-stream');
      expectStrictHeaders(headers, 'realtime stream');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['strict-transport-security'], 'realtime stream over plain http').toBeUndefined();
    } finally {
      stream.close();
    }
  });

  it('adds HSTS to the realtime stream when the request arrived over TLS at a trusted proxy', async () => {
    const base = await listenOnLoopback(proxied);
    const creator = await makeCreator(proxied);
    for (const proto of ['https', 'http']) {
      const stream = await openEventStream(base, creator.cookie, undefined, { 'x-forwarded-proto': proto });
      try {
        expect(stream.status).toBe(200);
        const headers = Object.fromEntries(stream.headers);
        expectStrictHeaders(headers, `realtime stream, ${proto} at the proxy`);
        expect(headers['strict-transport-security']).toBe(
          proto === 'https' ? STRICT_TRANSPORT_SECURITY : undefined,
        );
      } finally {
        stream.close();
      }
    }
  });
});
