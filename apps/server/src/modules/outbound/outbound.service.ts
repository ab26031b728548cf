// The one outbound path: a step's notice becomes a delivery per channel its reader chose for that topic, made in the
// step's transaction; the scheduled pass claims, words (in the reader's language then) and sends them.
import type { FastifyInstance } from 'fastify';
import {
  DELIVERY_GROUP_WINDOW_MS,
  MAIL_BATCH,
  UNREAD_MAIL_AFTER_MS,
  UNREAD_MAIL_WINDOW_MS,
} from '@kalasetu/shared/limits';
import type { UnsubscribeKind } from '@kalasetu/shared/mail-settings';
import { OUTBOUND_KINDS, TOPICS_OF_ROLE, type OutboundKind } from '@kalasetu/shared/notices';
import type { NotificationParams } from '@kalasetu/shared/notifications';
import type { Role } from '@kalasetu/shared/roles';
import type { DbOrTx } from '../../db/client';
import { toRecipient, type ChannelPassResult } from './delivery-pass';
import { runDeliveryPass } from './delivery-runner';
import {
  claimUnreadBursts,
  findNoticeTarget,
  findWaitingGroup,
  insertDeliveries,
  type NewDelivery,
} from './outbound.repository';
import { unsubscribeUrl as signedUnsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe-token';

export interface OutboundNotice {
  userId: string;
  kind: OutboundKind;
  params: NotificationParams;
  /** Where the reader takes the next step (a path of the web app). */
  link: string;
  notificationId?: number | null;
}

/**
 * Queues `notice` on every channel its reader has for its topic: chosen (or never turned off), opted into where the
 * channel needs it, and reachable (a confirmed phone for SMS and WhatsApp). A notice whose topic already waits to go
 * within the grouping window joins that message. Kinds that stay in the app queue nothing. Returns how many.
 */
export async function enqueueNotice(
  app: FastifyInstance,
  db: DbOrTx,
  notice: OutboundNotice,
  options: { now?: Date; immediate?: boolean } = {},
): Promise<number> {
  const spec = OUTBOUND_KINDS[notice.kind];
  if (!spec) return 0;
  const target = await findNoticeTarget(db, notice.userId, spec.topic);
  if (!target || !TOPICS_OF_ROLE[target.role].includes(spec.topic)) return 0;
  const recipient = toRecipient(target);
  const now = options.now ?? new Date();
  const windowEnd = new Date(now.getTime() + DELIVERY_GROUP_WINDOW_MS);
  const rows: NewDelivery[] = [];
  for (const channel of app.channels.list()) {
    if (target.choices?.[channel.name] === false) continue;
    if (channel.needsOptIn && !(target.optedIn ?? []).includes(channel.name)) continue;
    if (!channel.reaches(recipient)) continue;
    const waiting = await findWaitingGroup(db, notice.userId, channel.name, spec.topic);
    const joins = waiting !== null && waiting <= windowEnd;
    rows.push({
      userId: notice.userId,
      channel: channel.name,
      topic: spec.topic,
      kind: notice.kind,
      params: notice.params,
      link: notice.link,
      notificationId: notice.notificationId ?? null,
      notBefore: joins ? waiting : options.immediate ? now : windowEnd,
    });
  }
  await insertDeliveries(db, rows);
  return rows.length;
}

const messagesLink = (role: Role, senderId: string) =>
  role === 'enterprise'
    ? `/enterprise-dashboard?tab=messages&to=${senderId}`
    : role === 'creator'
      ? `/dashboard?tab=messages&to=${senderId}`
      : '/admin';

/** Conversations left unread long enough become `unread_message` notices, sent at once (they have waited). */
export async function queueUnreadBursts(app: FastifyInstance, now: Date): Promise<number> {
  const bursts = await claimUnreadBursts(
    app.db,
    now,
    new Date(now.getTime() - UNREAD_MAIL_AFTER_MS),
    new Date(now.getTime() - UNREAD_MAIL_WINDOW_MS),
    MAIL_BATCH,
  );
  for (const burst of bursts)
    await enqueueNotice(
      app,
      app.db,
      {
        userId: burst.userId,
        kind: 'unread_message',
        params: { name: burst.senderName },
        link: messagesLink(burst.role, burst.senderId),
      },
      { now, immediate: true },
    );
  return bursts.length;
}

/**
 * Sends every channel's due notices as of `now`, each channel on its own: one still busy with an earlier pass (a
 * hanging provider) is left to finish and holds no other.
 */
export const sendDueNotices = (app: FastifyInstance, now: Date) => runDeliveryPass(app, now);

/** One pass of everything outbound as of `now`: unread conversations queued, then every channel's due notices. */
export async function runOutbound(
  app: FastifyInstance,
  now: Date,
): Promise<{ unread: number; channels: Record<string, ChannelPassResult> }> {
  const unread = await queueUnreadBursts(app, now);
  return { unread, channels: await runDeliveryPass(app, now) };
}

/** The signed link that stops one kind of mail for one person, without signing in. */
export const unsubscribeUrl = (app: FastifyInstance, userId: string, kind: UnsubscribeKind) =>
  signedUnsubscribeUrl(app.config, userId, kind);

/** Who and what a signed unsubscribe token names; null when it was not signed by this server. */
export const readUnsubscribeClaim = (app: FastifyInstance, token: string) =>
  verifyUnsubscribeToken(app.config.authSecret, token);
