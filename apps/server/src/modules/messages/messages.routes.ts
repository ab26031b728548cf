import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, idParamSchema } from '@kalasetu/shared/http';
import {
  conversationsResponseSchema,
  messageResponseSchema,
  recipientsResponseSchema,
  sendMessageSchema,
  threadResponseSchema,
} from '@kalasetu/shared/messaging';
import { requireActor } from '../../plugins/auth';
import { getConversations, getThread, listRecipients, sendMessage } from './messages.service';

const errors = errorResponses(400, 401, 403, 404);

export default async function messagesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/messages/conversations',
    {
      schema: {
        tags: ['messages'],
        summary: 'Conversations grouped by the other person, with unread counts',
        response: { 200: conversationsResponseSchema, ...errors },
      },
    },
    async (request) => getConversations(app, await requireActor(request)),
  );

  api.get(
    '/api/messages/recipients',
    {
      schema: {
        tags: ['messages'],
        summary: 'Who the signed-in user may message',
        response: { 200: recipientsResponseSchema, ...errors },
      },
    },
    async (request) => ({ recipients: await listRecipients(app, await requireActor(request)) }),
  );

  api.get(
    '/api/messages/with/:id',
    {
      schema: {
        tags: ['messages'],
        summary: 'The thread with one person; marks read what they sent you',
        params: idParamSchema,
        response: { 200: threadResponseSchema, ...errors },
      },
    },
    async (request) => getThread(app, await requireActor(request), request.params.id),
  );

  api.post(
    '/api/messages',
    {
      schema: {
        tags: ['messages'],
        summary: 'Send a message (only to people you may message)',
        body: sendMessageSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const message = await sendMessage(app, await requireActor(request), request.body);
      return reply.status(201).send({ message });
    },
  );
}
