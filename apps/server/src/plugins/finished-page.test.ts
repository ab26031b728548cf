import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FinishedPage, pickEncoding } from './finished-page';

describe("a kept page's codings", () => {
  it('prefers brotli, then gzip, and honours q=0 refusals', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('BR;Q=0.8')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
  });

  it('compresses once per coding and gives back the same document', () => {
    const html = `<!doctype html><p>${'नमस्ते KalaSetu '.repeat(500)}</p>`;
    const page = new FinishedPage(html);
    const br = page.body('br');
    expect(page.body('br')).toBe(br);
    expect(br.length).toBeLessThan(Buffer.byteLength(html) / 10);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(gunzipSync(page.body('gzip')).toString('utf8')).toBe(html);
    expect(page.body('identity').toString('utf8')).toBe(html);
  });
});
