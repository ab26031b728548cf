import type { FastifyInstance } from 'fastify';
import type { ChannelName, SentMessage } from '../lib/channels/channel';
import { signalList } from './signal';

/**
 * Records every message `app` delivers from now on, on any channel (outbox written, SMTP or a provider accepted it),
 * through the channel registry's `onSent` hook.
 */
export function recordDeliveries(app: FastifyInstance) {
  const sent = signalList<SentMessage>();
  app.channels.onSent((message) => sent.push(message));
  return {
    sent: sent.items,
    /** What reached `userId` (on `channel`, when given). */
    to: (userId: string, channel?: ChannelName) =>
      sent.items.filter((m) => m.recipient.userId === userId && (!channel || m.channel === channel)),
  };
}
