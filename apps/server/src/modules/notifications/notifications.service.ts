import type { FastifyInstance } from 'fastify';
import type { Notification, NotificationFilter, NotificationsResponse } from '@kalasetu/shared/notifications';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../types/fastify';
import {
  countUnreadNotifications,
  findNotification,
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
    message: row.message,
    relatedId: row.relatedId,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
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
