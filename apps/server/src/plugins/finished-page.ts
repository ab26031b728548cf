import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** What `accept-encoding` allows, brotli first; a coding with `q=0` is refused, as RFC 9110 says. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const allowed = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    allowed.add(name);
  }
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip') || allowed.has('*')) return 'gzip';
  return 'identity';
}

/**
 * A whole HTML document for signed-out visitors, kept beside the page cache's entry: compressed once per coding
 * the first time a client asks for it, so a kept page costs a buffer copy instead of a brotli pass (which, at
 * 50 kB of HTML, took longer than the rest of the request; docs/web-performance.md). Brotli at quality 5 is affordable
 * here because it runs once per page and language every few seconds, not once per request.
 */
export class FinishedPage {
  private readonly bodies = new Map<PageEncoding, Buffer>();

  constructor(readonly html: string) {}

  body(encoding: PageEncoding): Buffer {
    let body = this.bodies.get(encoding);
    if (!body) {
      const raw = Buffer.from(this.html, 'utf8');
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 6 })
            : raw;
      this.bodies.set(encoding, body);
    }
    return body;
  }
}
