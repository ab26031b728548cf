import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactMessageListSchema,
  contactMessageSchema,
  contactMessagesQuerySchema,
  contactMessageUpdateSchema,
  contactSentResponseSchema,
  storedContactMessageSchema,
  supportContactSchema,
} from '@kalasetu/shared/contact';
import { errorResponses, numericIdParamSchema } from '@kalasetu/shared/http';
import { requireActor } from '../../plugins/auth';
import {
  listContactMessages,
  markContactMessage,
  sendContactMessage,
  supportContact,
} from './contact.service';

/** Admin-only routes check the session before the input, so a stranger learns nothing from validation errors. */
const adminOnly = {
  preValidation: async (request: FastifyRequest) => void (await requireActor(request, ['admin'])),
};

const adminErrors = errorResponses(400, 401, 403);

export default async function contactRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the marketplace team',
        body: contactMessageSchema,
        response: { 201: contactSentResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { id } = await sendContactMessage(app, request.ip, request.body);
      return reply.status(201).send({ ok: true, id });
    },
  );

  api.get(
    '/api/contact/details',
    {
      schema: {
        tags: ['contact'],
        summary: "The team's phone and WhatsApp numbers, when the operator has configured them",
        response: { 200: supportContactSchema },
      },
    },
    async () => supportContact(app),
  );

  api.get(
    '/api/admin/contact-messages',
    {
      ...adminOnly,
      schema: {
        tags: ['contact', 'admin'],
        summary: 'Messages sent through the contact form (admin)',
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
        summary: 'Mark a contact message read or unread (admin)',
        params: numericIdParamSchema,
        body: contactMessageUpdateSchema,
        response: { 200: storedContactMessageSchema, ...adminErrors, ...errorResponses(404) },
      },
    },
    async (request) => markContactMessage(app, request.params.id, request.body.read),
  );
}
