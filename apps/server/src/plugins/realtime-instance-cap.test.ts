import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@kalasetu/shared/messages';
import { buildTestApp, listenOnLoopback } from '../test/build-test-app';
import { makeCreator, makeEnterprise } from '../test/factories';
import { openEventStream } from '../test/sse-client';

type Stream = Awaited<ReturnType<typeof openEventStream>>;

/** An instance holds no more live streams than its connections allow, whoever opens them (decision 312). */
describe('realtime streams: the instance-wide cap', () => {
  const TOTAL = 3;
  let app: FastifyInstance;
  let url: string;
  const open: Stream[] = [];
  const stream = async (cookie: string) => {
    const s = await openEventStream(url, cookie);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    app = await buildTestApp({ realtimeStreams: { perUser: 5, perAddress: 64, total: TOTAL } });
    url = await listenOnLoopback(app);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await app?.close();
  });

  it('answers 503 with Retry-After once the instance is full, and takes the next stream when one closes', async () => {
    const [first, second, late] = await Promise.all([
      makeCreator(app),
      makeEnterprise(app),
      makeCreator(app),
    ]);
    const held = await Promise.all([stream(first.cookie), stream(first.cookie), stream(second.cookie)]);
    expect(held.map((s) => s.status)).toEqual([200, 200, 200]);

    const refused = await fetch(`${url}/api/realtime`, {
      headers: { cookie: late.cookie, 'accept-language': 'hi' },
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      translate('hi', 'errors.streamsFull'),
    );
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    held[0]!.close();
    await expect.poll(() => app.realtime.connectionCount()).toBe(TOTAL - 1);
    const admitted = await stream(late.cookie);
    expect(admitted.status).toBe(200);
    expect(app.realtime.connectionCount()).toBe(TOTAL);
  });
});
