// Browser push: the server's VAPID key pair, and the browsers (per person and device) that receive notifications.
import type { FastifyInstance } from 'fastify';
import { isIP } from 'node:net';
import webPush from 'web-push';
import { CHANNEL_CONSENT_CHANGES_PER_HOUR, PUSH_SUBSCRIPTIONS_PER_ACCOUNT } from '@kalasetu/shared/limits';
import type { NoticePreferences, PushSubscriptionInput } from '@kalasetu/shared/notices';
import type { PushConfig } from '../../config';
import { createWebPushChannel, type VapidDetails } from '../../lib/channels/web-push';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../types/fastify';
import { getNoticePreferences } from './notice-preferences.service';
import { recordOptIn, recordOptOut } from './notice-preferences.repository';
import {
  deletePushSubscriptions,
  keepServerKey,
  listPushSubscriptions,
  markPushSent,
  removePushSubscription,
  savePushSubscription,
} from './push.repository';

const HOUR_MS = 60 * 60_000;

/** The VAPID keys from the environment, or the pair made on the first start and kept in the database. */
export async function vapidDetails(app: FastifyInstance, config: PushConfig): Promise<VapidDetails> {
  if (config.vapid) return { subject: config.subject, ...config.vapid };
  const kept = JSON.parse(
    await keepServerKey(app.db, 'vapid', JSON.stringify(webPush.generateVAPIDKeys())),
  ) as { publicKey: string; privateKey: string };
  return { subject: config.subject, publicKey: kept.publicKey, privateKey: kept.privateKey };
}

/**
 * Registers the browser push channel; returns how to read the public key browsers subscribe with. The keys are read
 * (and made, on the very first start) when first needed, so building the app touches no table.
 */
export function registerPushChannel(app: FastifyInstance): () => Promise<string> {
  let keys: Promise<VapidDetails> | null = null;
  const vapid = () => {
    keys ??= vapidDetails(app, app.config.push).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
  app.channels.register(
    createWebPushChannel({
      vapid,
      log: app.log,
      store: {
        list: (userId) => listPushSubscriptions(app.db, userId),
        remove: (ids) => deletePushSubscriptions(app.db, ids),
        markSent: (ids, at) => markPushSent(app.db, ids, at),
      },
    }),
  );
  return async () => (await vapid()).publicKey;
}

const isLoopback = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/**
 * Whether the server may post to this endpoint: a browser's push service named in PUSH_SERVICE_HOSTS, over HTTPS
 * (plain HTTP only to a loopback stand-in listed there), never an IP address elsewhere. The server never posts to
 * an address a person made up.
 */
export function pushEndpointAllowed(endpoint: string, serviceHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const listed = serviceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  if (!listed || url.username || url.password) return false;
  if (url.protocol === 'https:') return isLoopback(host) || isIP(host.replace(/^\[|\]$/g, '')) === 0;
  return url.protocol === 'http:' && isLoopback(host);
}

/**
 * Keeps this browser for the person's notifications and records their opt-in to browser push (the Settings switch,
 * after the browser's permission prompt): explicit consent, with its time.
 */
export async function subscribeToPush(
  app: FastifyInstance,
  actor: Actor,
  input: PushSubscriptionInput,
): Promise<NoticePreferences> {
  if (!pushEndpointAllowed(input.endpoint, app.config.push.serviceHosts))
    throw new AppError(400, 'push_endpoint_refused', 'errors.pushEndpointRefused', {
      endpoint: 'errors.pushEndpointRefused',
    });
  await app.rateLimiter.consume(`channel-consent:${actor.userId}`, CHANNEL_CONSENT_CHANGES_PER_HOUR, HOUR_MS);
  await savePushSubscription(
    app.db,
    { userId: actor.userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
    PUSH_SUBSCRIPTIONS_PER_ACCOUNT,
  );
  await recordOptIn(app.db, actor.userId, 'push', new Date());
  return getNoticePreferences(app, actor);
}

/** Forgets this browser; with the person's last browser gone, their consent to browser push ends too. */
export async function unsubscribeFromPush(
  app: FastifyInstance,
  actor: Actor,
  endpoint: string,
): Promise<NoticePreferences> {
  await app.rateLimiter.consume(`channel-consent:${actor.userId}`, CHANNEL_CONSENT_CHANGES_PER_HOUR, HOUR_MS);
  const left = await removePushSubscription(app.db, actor.userId, endpoint);
  if (left === 0) await recordOptOut(app.db, actor.userId, 'push', new Date());
  return getNoticePreferences(app, actor);
}
