import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import { PUSH_TTL_SECONDS } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import type { OutboundChannel, RenderedMessage, SendOutcome } from './channel';

/** One browser that receives a person's notifications. */
export interface StoredPushSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Where the channel finds a person's browsers, and forgets the ones their push service says are gone. */
export interface PushSubscriptionStore {
  list(userId: string): Promise<StoredPushSubscription[]>;
  remove(ids: string[]): Promise<void>;
  markSent(ids: string[], at: Date): Promise<void>;
}

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** What the service worker shows (apps/web/src/sw.ts reads the same fields). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  lang: string;
  tag: string;
}

const SEND_TIMEOUT_MS = 10_000;
/** Push services take 4 KB after encryption; the text is cut well before that. */
const BODY_CHARS = 600;

/** The notification as the reader sees it: the notices, then how to stop them. */
export function pushPayload(message: RenderedMessage): PushPayload {
  const text = message.lines.join('\n');
  const stop = translate(message.lang, 'notice.stop.push');
  return {
    title: message.subject,
    body: `${text.length > BODY_CHARS ? `${text.slice(0, BODY_CHARS - 1)}…` : text}\n${stop}`,
    url: message.url,
    lang: message.lang,
    tag: message.template,
  };
}

type DeviceOutcome = 'delivered' | 'gone' | 'retry' | 'refused';

/**
 * Browser notifications through the Web Push protocol: `web-push` signs the request (VAPID, RFC 8292) and encrypts
 * the payload (RFC 8291, aes128gcm); it is posted to each of the person's browsers. A browser its push service no
 * longer knows (404, 410) is forgotten; a busy or failing push service (429, 5xx, no answer) is tried again later.
 */
export function createWebPushChannel(options: {
  /** The keys, read when the first message goes (they may live in the database). */
  vapid: () => Promise<VapidDetails>;
  store: PushSubscriptionStore;
  log: FastifyBaseLogger;
}): OutboundChannel {
  const { vapid, store, log } = options;
  const sendTo = async (
    subscription: StoredPushSubscription,
    payload: string,
    vapidDetails: VapidDetails,
  ): Promise<DeviceOutcome> => {
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapidDetails, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.body?.cancel();
    } catch (error) {
      log.warn({ err: error }, 'push service unreachable');
      return 'retry';
    }
    if (response.ok) return 'delivered';
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.status === 429 || response.status >= 500) return 'retry';
    log.warn({ status: response.status }, 'push service refused a notification');
    return 'refused';
  };
  return {
    name: 'push',
    needsOptIn: true,
    // Whether a browser is subscribed is known only from the database: `send` answers `gone` when none is.
    reaches: () => true,
    async send(recipient, message): Promise<SendOutcome> {
      const subscriptions = await store.list(recipient.userId);
      if (subscriptions.length === 0) return { status: 'gone', reason: 'no browser subscribed' };
      const payload = JSON.stringify(pushPayload(message));
      const keys = await vapid();
      const outcomes = await Promise.all(subscriptions.map((s) => sendTo(s, payload, keys)));
      const which = (outcome: DeviceOutcome) => subscriptions.filter((_, i) => outcomes[i] === outcome);
      const gone = which('gone');
      if (gone.length > 0) await store.remove(gone.map((s) => s.id));
      const delivered = which('delivered');
      if (delivered.length > 0) {
        await store.markSent(
          delivered.map((s) => s.id),
          new Date(),
        );
        return { status: 'delivered', reference: `${delivered.length}/${subscriptions.length} browsers` };
      }
      if (outcomes.includes('retry')) return { status: 'retry', reason: 'push service unavailable' };
      return { status: 'gone', reason: `no browser took it (${outcomes.join(', ')})` };
    },
  };
}
