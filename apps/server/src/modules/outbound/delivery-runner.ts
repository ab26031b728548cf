import type { FastifyInstance } from 'fastify';
import { DELIVERY_EXPIRY_MS, DELIVERY_STUCK_MS } from '@kalasetu/shared/limits';
import { sendThroughChannel, type ChannelPassResult } from './delivery-pass';
import { settleAbandoned } from './outbound.repository';

const busy = new WeakMap<FastifyInstance, Set<string>>();

/**
 * Starts a pass on every channel that is not still busy with its previous one, each on its own: a channel that
 * hangs or fails holds only itself. Resolves with the results of the passes it started, once they end. What can no
 * longer be sent is recorded first.
 */
export async function runDeliveryPass(
  app: FastifyInstance,
  now: Date,
): Promise<Record<string, ChannelPassResult>> {
  await settleAbandoned(
    app.db,
    new Date(now.getTime() - DELIVERY_EXPIRY_MS),
    new Date(now.getTime() - DELIVERY_STUCK_MS),
  );
  const running = busy.get(app) ?? new Set<string>();
  busy.set(app, running);
  const started = app.channels.list().filter((channel) => !running.has(channel.name));
  const results = await Promise.all(
    started.map(async (channel) => {
      running.add(channel.name);
      try {
        return await sendThroughChannel(app, channel, now);
      } catch (error) {
        app.log.error({ err: error, channel: channel.name }, 'delivery pass failed for a channel');
        return { sent: 0, held: 0, failed: 0 };
      } finally {
        running.delete(channel.name);
      }
    }),
  );
  return Object.fromEntries(started.map((channel, i) => [channel.name, results[i]!]));
}
