import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactMessageListSchema,
  contactMessageSchema,
  contactMessagesQuerySchema,
  contactMessageUpdateSchema,
  contactSentResponseSchema,
  storedContactMessageSchema,
} from '@kalasetu/shared/contact';
import { errorResponseSchema, numericIdParamSchema } from '@kalasetu/shared/http';
import { requireActor } from '../../plugins/auth';
import { listContactMessages, markContactMessage, sendContactMessage } from './contact.service';

/** Admin-only routes check the session before the input, so a stranger learns nothing from validation errors. */
const adminOnly = {
  preValidation: async (request: FastifyRequest) => void (await requireActor(request, ['admin'])),
};

const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

export default async function contactRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        body: contactMessageSchema,
        response: { 201: contactSentResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = await sendContactMessage(app, request.ip, request.body);
      return reply.status(201).send({ ok: true, id });
    },
  );

  api.get(
    '/api/admin/contact-messages',
    {
      ...adminOnly,
      schema: {
        tags: ['contact', 'admin'],
        querystring: contactMessagesQuerySchema,
        response: { 200: contactMessageListSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listContactMessages(app, request.query);
    },
  );

  api.patch(
    '/api/admin/contact-messages/:id',
    {
      ...adminOnly,
      schema: {
        tags: ['contact', 'admin'],
        params: numericIdParamSchema,
        body: contactMessageUpdateSchema,
        response: { 200: storedContactMessageSchema, ...adminErrors, 404: errorResponseSchema },
      },
    },
    async (request) => markContactMessage(app, request.params.id, request.body.read),
  );
}
