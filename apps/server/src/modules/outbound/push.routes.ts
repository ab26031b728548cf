import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@kalasetu/shared/http';
import {
  noticePreferencesResponseSchema,
  pushKeyResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@kalasetu/shared/notices';
import { requireActor } from '../../plugins/auth';
import { registerPushChannel, subscribeToPush, unsubscribeFromPush } from './push.service';

/** Browser push: registers its channel (with the server's VAPID keys) and the routes a browser subscribes with. */
export default async function pushRoutes(app: FastifyInstance) {
  const publicKey = registerPushChannel(app);
  // Made (or read) as the server starts, not at the first subscription; an app built without tables only logs it.
  app.addHook('onReady', async () => {
    await publicKey().catch((error: unknown) => app.log.warn({ err: error }, 'VAPID keys not ready yet'));
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/push/key',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The VAPID public key a browser subscribes to browser notifications with',
        response: { 200: pushKeyResponseSchema, ...errorResponses(400) },
      },
    },
    async () => ({ publicKey: await publicKey() }),
  );

  api.post(
    '/api/me/push-subscriptions',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Receive notifications in this browser (opts in to browser push, recorded with its time)',
        body: pushSubscriptionSchema,
        response: { 200: noticePreferencesResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({
      preferences: await subscribeToPush(app, await requireActor(request), request.body),
    }),
  );

  api.post(
    '/api/me/push-subscriptions/remove',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Stop notifications in this browser (the last one ends the opt-in)',
        body: pushUnsubscribeSchema,
        response: { 200: noticePreferencesResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({
      preferences: await unsubscribeFromPush(app, await requireActor(request), request.body.endpoint),
    }),
  );
}
