import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, numericIdParamSchema } from '@kalasetu/shared/http';
import {
  notificationResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  readAllResponseSchema,
  unreadCountResponseSchema,
} from '@kalasetu/shared/notifications';
import { requireActor } from '../../plugins/auth';
import {
  getNotifications,
  getUnreadCount,
  readAllNotifications,
  readNotification,
} from './notifications.service';

const errors = errorResponses(400, 401, 404);

export default async function notificationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first",
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) => getNotifications(app, await requireActor(request), request.query.filter),
  );

  api.get(
    '/api/notifications/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many notifications are unread (the bell)',
        response: { 200: unreadCountResponseSchema, ...errors },
      },
    },
    async (request) => ({ unreadCount: await getUnreadCount(app, await requireActor(request)) }),
  );

  api.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read',
        params: numericIdParamSchema,
        response: { 200: notificationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      notification: await readNotification(app, await requireActor(request), request.params.id),
    }),
  );

  api.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all of your notifications read',
        response: { 200: readAllResponseSchema, ...errors },
      },
    },
    async (request) => ({ updated: await readAllNotifications(app, await requireActor(request)) }),
  );
}
