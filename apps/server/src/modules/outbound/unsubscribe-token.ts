import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  LEGACY_UNSUBSCRIBE_KINDS,
  UNSUBSCRIBE_KINDS,
  type UnsubscribeKind,
} from '@kalasetu/shared/mail-settings';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signature = (secret: string, userId: string, kind: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

/**
 * An unsubscribe token: the person and the kind in the clear, and an HMAC of both under the server's secret, so a
 * link works without signing in but cannot be guessed or turned to another person or kind (decision 210).
 */
export function signUnsubscribeToken(secret: string, userId: string, kind: UnsubscribeKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

/** The link a mail carries to stop its kind: a page that asks, and takes RFC 8058's one-click POST. */
export function unsubscribeUrl(
  config: { authSecret: string; publicUrl: string },
  userId: string,
  kind: UnsubscribeKind,
): string {
  const token = signUnsubscribeToken(config.authSecret, userId, kind);
  return `${config.publicUrl}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Who and what a token names; a link mailed before topics existed still works, for the topic its kind became. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: UnsubscribeKind } | null {
  const [userId, kind, given, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !kind || !given || !UUID.test(userId)) return null;
  const current = (UNSUBSCRIBE_KINDS as readonly string[]).includes(kind)
    ? (kind as UnsubscribeKind)
    : Object.hasOwn(LEGACY_UNSUBSCRIBE_KINDS, kind)
      ? LEGACY_UNSUBSCRIBE_KINDS[kind]
      : undefined;
  if (!current) return null;
  const expected = Buffer.from(signature(secret, userId, kind));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, kind: current };
}
