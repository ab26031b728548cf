import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondInstance, buildTestApp, listenOnLoopback } from '../../test/build-test-app';
import { injectAs, makeAdmin, makeCreator } from '../../test/factories';
import { openEventStream } from '../../test/sse-client';

/** The pattern of plugins/realtime.test.ts, end to end: a message sent through instance A's API. */
describe('messages reach the receiver live across server instances', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlB: string;

  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildSecondInstance(a);
    await listenOnLoopback(a);
    urlB = await listenOnLoopback(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a message sent through instance A arrives at an SSE client on instance B, with its notification', async () => {
    const admin = await makeAdmin(a);
    const creator = await makeCreator(a);
    const bystander = await makeCreator(a);
    const stream = await openEventStream(urlB, creator.cookie);
    const bystanderStream = await openEventStream(urlB, bystander.cookie);
    expect(stream.status).toBe(200);
    const sent = await injectAs(a, admin, {
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: creator.id, content: 'Your showcase is live' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId = sent.json().message.id as number;
    const event = await stream.next((e) => e.type === 'message.created');
    expect(event.payload).toMatchObject({ messageId, senderId: admin.id, receiverId: creator.id });
    const notification = await stream.next((e) => e.type === 'notification.created');
    expect(notification.payload).toMatchObject({ type: 'new_message', relatedId: admin.id });
    // A sentinel for the bystander, published after the message: events reach a stream in order, so once it
    // arrives a leaked message or notification would already be there. (How fast delivery is: bench/, not here.)
    await a.realtime.publish(a.db, bystander.id, 'job.updated', { sentinel: true });
    await bystanderStream.next((e) => e.payload.sentinel === true);
    expect(bystanderStream.events.map((e) => e.payload)).toEqual([{ sentinel: true }]);
    stream.close();
    bystanderStream.close();
  });
});
