import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_VIDEO_MAX_BYTES } from '@kalasetu/shared/limits';
import { mp4, multipart } from '../modules/portfolio/portfolio.fixtures';
import { buildTestApp, listenOnLoopback, TEST_ORIGIN } from '../test/build-test-app';
import { makeCreator, type TestUser } from '../test/factories';
import { largeUploadSlotsFor } from './large-uploads';

describe('large upload capacity', () => {
  it('grows with the machine, within bounds', () => {
    const gib = 1024 ** 3;
    expect(largeUploadSlotsFor(0.5 * gib)).toBe(4);
    expect(largeUploadSlotsFor(8 * gib)).toBe(Math.floor((8 * gib) / 4 / PORTFOLIO_VIDEO_MAX_BYTES));
    expect(largeUploadSlotsFor(8 * gib)).toBeGreaterThan(largeUploadSlotsFor(2 * gib));
    expect(largeUploadSlotsFor(1024 * gib)).toBe(64);
  });
});

/**
 * Three accounts once each started a 20 MB video upload and sent 8 KiB a second; every other
 * uploader got 503 for 15 minutes. Over real sockets: trickling uploads give their room to a newcomer.
 */
describe('slow large uploads on a listening server', () => {
  let app: FastifyInstance;
  let base: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // Every upload counts as slow at once (no grace, an unreachable fair rate), so the test waits on nothing.
    app = await buildTestApp({ largeUploads: { slots: 2, fairBytesPerSecond: 1e12, graceMs: 0 } });
    base = await listenOnLoopback(app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await app.close();
  });

  /** Starts a 20 MB video upload and sends only its first bytes; resolves with the socket once the slot is held. */
  const trickle = async (who: TestUser) => {
    const boundary = 'tricklingboundary';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nReel\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="reel.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n';
    const { port } = new URL(base);
    const socket = connect(Number(port), '127.0.0.1');
    sockets.push(socket);
    socket.on('error', () => {});
    socket.write(
      [
        `POST /api/profiles/${who.id}/portfolio/video HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Origin: ${TEST_ORIGIN}`,
        `Cookie: ${who.cookie}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${20 * 1024 * 1024}`,
        '',
        head,
      ].join('\r\n'),
    );
    socket.write(mp4(1024));
    await expect.poll(() => app.uploadGate.largeUploaders().includes(who.id) || socket.destroyed).toBe(true);
    return socket;
  };
  const closed = (socket: Socket) =>
    socket.destroyed
      ? Promise.resolve()
      : new Promise<void>((resolve) => socket.once('close', () => resolve()));

  const upload = async (who: TestUser) => {
    const body = multipart({ filename: 'reel.mp4', content: mp4(64 * 1024) }, { title: 'Reel' });
    const response = await fetch(`${base}/api/profiles/${who.id}/portfolio/video`, {
      method: 'POST',
      headers: { ...body.headers, origin: TEST_ORIGIN, cookie: who.cookie },
      body: new Uint8Array(body.payload),
    });
    return { status: response.status, body: await response.text() };
  };

  it('lets an honest uploader in while three accounts trickle, closing the slowest', async () => {
    const tricklers = await Promise.all([makeCreator(app), makeCreator(app), makeCreator(app)]);
    const honest = await makeCreator(app);
    const held: Socket[] = [];
    for (const who of tricklers) held.push(await trickle(who));
    // The third trickler took the room of one of the first two.
    expect(app.uploadGate.largeUploaders()).toHaveLength(2);
    const answer = await upload(honest);
    expect(answer.status, answer.body).toBe(201);
    await Promise.all(held.slice(0, 2).map(closed));
  });

  it('holds at most one large upload per account (429)', async () => {
    const who = await makeCreator(app);
    await trickle(who);
    const second = await upload(who);
    expect(second.status).toBe(429);
  });
});
