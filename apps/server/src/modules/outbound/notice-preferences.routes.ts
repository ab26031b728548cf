import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@kalasetu/shared/http';
import {
  channelConsentSchema,
  channelParamSchema,
  noticePreferencesResponseSchema,
  saveNoticeChoicesSchema,
} from '@kalasetu/shared/notices';
import { requireActor } from '../../plugins/auth';
import { getNoticePreferences, saveNoticeChoices, setChannelOptIn } from './notice-preferences.service';

export default async function noticePreferencesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/notice-preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Your channels (opted in, and when) and which of them carries each kind of notice',
        response: { 200: noticePreferencesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ preferences: await getNoticePreferences(app, await requireActor(request)) }),
  );

  api.put(
    '/api/me/notice-preferences/choices',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Turn channels on or off per kind of notice',
        body: saveNoticeChoicesSchema,
        response: { 200: noticePreferencesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      preferences: await saveNoticeChoices(app, await requireActor(request), request.body.choices),
    }),
  );

  api.put(
    '/api/me/notice-preferences/channels/:channel',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Opt in to a channel (recorded with its time), or out of it',
        params: channelParamSchema,
        body: channelConsentSchema,
        response: { 200: noticePreferencesResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => ({
      preferences: await setChannelOptIn(
        app,
        await requireActor(request),
        request.params.channel,
        request.body.optIn,
      ),
    }),
  );
}
