import { request as httpRequest } from 'node:http';
import type { InjectOptions } from 'fastify';
import type { InjectResponse } from './matrix-fixtures';

/**
 * Sends a request over a real connection with its path exactly as given. `inject` and `fetch` both parse the URL
 * with WHATWG rules, which fold `/./`, `x/../` and `%2e%2e` away before the server sees them — the very spellings
 * these tests must deliver.
 */
export function sendRaw(baseUrl: string, path: string, options: InjectOptions): Promise<InjectResponse> {
  const { hostname, port } = new URL(baseUrl);
  const payload = options.payload;
  const body =
    payload === undefined
      ? undefined
      : Buffer.isBuffer(payload) || typeof payload === 'string'
        ? payload
        : JSON.stringify(payload);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = String(value);
  }
  if (
    body !== undefined &&
    !headers['content-type'] &&
    typeof payload === 'object' &&
    !Buffer.isBuffer(payload)
  )
    headers['content-type'] = 'application/json';
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: hostname, port, method: options.method ?? 'GET', path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const response = {
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            payload: text,
            json: () => JSON.parse(text) as unknown,
          };
          resolve(response as unknown as InjectResponse);
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
