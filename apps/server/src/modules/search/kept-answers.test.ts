import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { makeEnterprise, makeJob } from '../../test/factories';

/**
 * A public search's answer kept a few seconds (decision 270) is written and compressed once and sent to every request
 * for it in that time (lib/reused-answers.ts): each client still gets the coding it asked for, and the same answer.
 */
describe('kept search answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ searchCacheMs: 60_000 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends one answer in every coding asked for, and again from what was kept', async () => {
    const enterprise = await makeEnterprise(app);
    const word = `keptword${Date.now().toString(36)}`;
    for (let i = 0; i < 12; i++)
      await makeJob(app, enterprise.id, {
        title: `Turmeric packets ${word} ${i}`,
        description: 'x'.repeat(200),
      });
    const ask = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/jobs?q=${word}`,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await ask();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const answer = plain.json();
    expect(answer.jobs).toHaveLength(12);

    for (const round of [1, 2]) {
      const br = await ask('gzip, deflate, br');
      expect(br.headers['content-encoding'], `round ${round}`).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);
      const gzip = await ask('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(answer);
      expect((await ask('identity')).json()).toEqual(answer);
    }
  });
});
