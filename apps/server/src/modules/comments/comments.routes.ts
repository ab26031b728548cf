import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  commentJobParamSchema,
  createCommentSchema,
  jobCommentResponseSchema,
  jobCommentsResponseSchema,
} from '@kalasetu/shared/admin';
import { errorResponses } from '@kalasetu/shared/http';
import { requireActor } from '../../plugins/auth';
import { addComment, listComments } from './comments.service';

const errors = errorResponses(400, 401, 403, 404);

export default async function commentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/jobs/:id/comments',
    {
      schema: {
        tags: ['admin'],
        summary: "Admins' internal comments on a job (admin)",
        params: commentJobParamSchema,
        response: { 200: jobCommentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request, ['admin']);
      return { comments: await listComments(app, actor, request.params.id) };
    },
  );

  api.post(
    '/api/admin/jobs/:id/comments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add an internal comment to a job (admin)',
        params: commentJobParamSchema,
        body: createCommentSchema,
        response: { 201: jobCommentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request, ['admin']);
      const comment = await addComment(app, actor, request.params.id, request.body.content);
      return reply.status(201).send({ comment });
    },
  );
}
