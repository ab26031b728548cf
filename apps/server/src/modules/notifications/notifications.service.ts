import type { FastifyInstance } from 'fastify';
import type {
  Notification,
  NotificationFilter,
  NotificationParams,
  NotificationsResponse,
} from '@kalasetu/shared/notifications';
import { NOTIFICATION_KIND_TYPE, type NotificationKind } from '@kalasetu/shared/roles';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../types/fastify';
import { enqueueNotice } from '../outbound/outbound.service';
import {
  countUnreadNotifications,
  findNotification,
  insertNotification,
  listAdminIds,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
} from './notifications.repository';

/** The dashboards show the newest notifications; older ones are not paged (the original did not either). */
export const NOTIFICATION_LIST_LIMIT = 200;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    params: row.params,
    jobId: row.jobId,
    applicationId: row.applicationId,
    actorId: row.actorId,
    relatedId: row.relatedId,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewNotification {
  userId: string;
  kind: Exclude<NotificationKind, 'legacy'>;
  params: NotificationParams;
  jobId?: number | null;
  applicationId?: number | null;
  actorId?: string | null;
  relatedId?: string | null;
  /** Where the reader takes the next step. */
  link: string;
}

/**
 * Stores what happened (never its text: the reader's language renders it, decision 180), announces it live to its
 * reader when `db` (the change's transaction) commits, on every instance, and queues it on the reader's channels
 * for its kind (e-mail, WhatsApp, SMS, browser push), which the scheduled pass words and sends.
 */
export async function notify(app: FastifyInstance, db: DbOrTx, input: NewNotification) {
  const row = await insertNotification(db, { ...input, type: NOTIFICATION_KIND_TYPE[input.kind] });
  await enqueueNotice(app, db, {
    userId: input.userId,
    kind: input.kind,
    params: row.params,
    link: input.link,
    notificationId: row.id,
  });
  await app.realtime.publish(db, input.userId, 'notification.created', {
    notificationId: row.id,
    type: row.type,
    kind: row.kind,
    // The browser words its live toast from these in its own language (decision 200), as the list does.
    params: row.params,
    jobId: row.jobId,
    actorId: row.actorId,
    relatedId: row.relatedId,
    link: row.link,
  });
  return row;
}

/** The same notice to every admin (each their own row, channels and language). */
export async function notifyAdmins(app: FastifyInstance, db: DbOrTx, input: Omit<NewNotification, 'userId'>) {
  for (const userId of await listAdminIds(db)) await notify(app, db, { ...input, userId });
}

export async function getNotifications(
  app: FastifyInstance,
  actor: Actor,
  filter: NotificationFilter,
): Promise<NotificationsResponse> {
  const [rows, unreadCount] = await Promise.all([
    listNotifications(app.db, actor.userId, filter, NOTIFICATION_LIST_LIMIT),
    countUnreadNotifications(app.db, actor.userId),
  ]);
  return { notifications: rows.map(toNotification), unreadCount };
}

export async function getUnreadCount(app: FastifyInstance, actor: Actor): Promise<number> {
  return countUnreadNotifications(app.db, actor.userId);
}

/** Only the owner marks a notification read; anyone else learns nothing about it (404, not 403). */
export async function readNotification(
  app: FastifyInstance,
  actor: Actor,
  id: number,
): Promise<Notification> {
  const row = await findNotification(app.db, id);
  if (!row || row.userId !== actor.userId) throw notFound('errors.notificationNotFound');
  await markNotificationRead(app.db, id);
  return toNotification({ ...row, read: true });
}

export async function readAllNotifications(app: FastifyInstance, actor: Actor): Promise<number> {
  return markAllNotificationsRead(app.db, actor.userId);
}
