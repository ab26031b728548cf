import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

const SCRIPT = `console.log(${JSON.stringify('KalaSetu '.repeat(400))});\n`;
// The prebuilt files carry a marker, so a test can tell them from a reply compressed on the fly.
const PREBUILT = `${SCRIPT}// prebuilt\n`;
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>KalaSetu</title></head><body>${'<p>Namaste</p>'.repeat(200)}</body></html>`;

describe('compressed responses', () => {
  let app: FastifyInstance;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    const script = path.join(distDir, 'assets', 'app-abc123.js');
    await writeFile(script, SCRIPT);
    await writeFile(`${script}.br`, brotliCompressSync(PREBUILT));
    await writeFile(`${script}.gz`, gzipSync(PREBUILT));
    app = await buildTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends the prebuilt brotli file of a hashed script, cached for a year', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PREBUILT);
  });

  it('sends the prebuilt gzip file to a client without brotli, and the plain file to one that asks for neither', async () => {
    const gzipped = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(PREBUILT);
    const plain = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the HTML page and API replies on the fly', async () => {
    const page = await app.inject({ url: '/jobs', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toBe(INDEX_HTML);

    const openapi = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(openapi.statusCode).toBe(200);
    expect(openapi.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(openapi.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('leaves small replies uncompressed', async () => {
    const health = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});
