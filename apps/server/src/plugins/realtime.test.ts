import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondInstance, buildTestApp, listenOnLoopback } from '../test/build-test-app';
import { makeCreator } from '../test/factories';
import { openEventStream } from '../test/sse-client';

describe('realtime channel', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildSecondInstance(a);
    urlA = await listenOnLoopback(a);
    urlB = await listenOnLoopback(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses anonymous connections', async () => {
    const stream = await openEventStream(urlA, '');
    expect(stream.status).toBe(401);
    stream.close();
  });

  it('delivers an event published on instance A to a browser connected to instance B, and only to its user', async () => {
    const alice = await makeCreator(a);
    const bob = await makeCreator(a);
    const aliceStream = await openEventStream(urlB, alice.cookie);
    const bobStream = await openEventStream(urlB, bob.cookie);
    expect(aliceStream.status).toBe(200);
    await a.realtime.publish(a.db, alice.id, 'notification.created', { notificationId: 1 });
    const event = await aliceStream.next((e) => e.type === 'notification.created');
    expect(event.payload).toEqual({ notificationId: 1 });
    // A sentinel for Bob, published after Alice's event: events reach a stream in order, so once it arrives
    // anything of Alice's that leaked to Bob would have arrived before it.
    await a.realtime.publish(a.db, bob.id, 'job.updated', { sentinel: true });
    await bobStream.next((e) => e.payload.sentinel === true);
    expect(bobStream.events.map((e) => e.payload)).toEqual([{ sentinel: true }]);
    aliceStream.close();
    bobStream.close();
  });

  it('does not deliver events of a rolled-back transaction', async () => {
    const carol = await makeCreator(a);
    const stream = await openEventStream(urlB, carol.cookie);
    await a.db
      .transaction(async (tx) => {
        await a.realtime.publish(tx, carol.id, 'message.created', { messageId: 99 });
        throw new Error('rollback');
      })
      .catch(() => {});
    await a.realtime.publish(a.db, carol.id, 'message.created', { messageId: 100 });
    const event = await stream.next((e) => e.type === 'message.created');
    expect(event.payload).toEqual({ messageId: 100 });
    stream.close();
  });

  it('tells a fresh stream where it starts, so a drop before its first event still catches up', async () => {
    const dev = await makeCreator(a);
    await a.realtime.publish(a.db, dev.id, 'job.updated', { step: 0 });
    const first = await openEventStream(urlA, dev.cookie);
    await expect.poll(() => first.startsAfter).not.toBeNull();
    // The stream starts after what already happened: the earlier event is not sent again.
    expect(first.startsAfter).toBeGreaterThan(0);
    first.close();
    await a.realtime.publish(a.db, dev.id, 'application.updated', { step: 1 });
    const again = await openEventStream(urlB, dev.cookie, first.startsAfter!);
    await again.next((e) => e.payload.step === 1);
    expect(again.events.map((e) => e.payload.step)).toEqual([1]);
    expect(again.startsAfter).toBe(first.startsAfter);
    again.close();
  });

  it('replays missed events after a reconnect with lastEventId', async () => {
    const dev = await makeCreator(a);
    const first = await openEventStream(urlA, dev.cookie);
    await a.realtime.publish(a.db, dev.id, 'application.updated', { step: 1 });
    const seen = await first.next((e) => e.payload.step === 1);
    first.close();
    await a.realtime.publish(a.db, dev.id, 'application.updated', { step: 2 });
    await a.realtime.publish(a.db, dev.id, 'job.updated', { step: 3 });
    const again = await openEventStream(urlB, dev.cookie, seen.id);
    await again.next((e) => e.payload.step === 3);
    expect(again.events.map((e) => e.payload.step)).toEqual([2, 3]);
    again.close();
  });
});
