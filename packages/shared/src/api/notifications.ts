import type * as notifications from '../notifications';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof notifications> = defineOperation;

export const listNotifications = operation('GET', '/api/notifications', {
  query: 'notificationsQuerySchema',
  response: 'notificationsResponseSchema',
});
export const countUnreadNotifications = operation('GET', '/api/notifications/unread-count', {
  response: 'unreadCountResponseSchema',
});
export const readNotification = operation('POST', '/api/notifications/:id/read', {
  response: 'notificationResponseSchema',
});
export const readAllNotifications = operation('POST', '/api/notifications/read-all', {
  response: 'readAllResponseSchema',
});
