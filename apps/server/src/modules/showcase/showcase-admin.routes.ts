import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  showcaseDemoResponseSchema,
  showcaseDemoSchema,
  showcaseImageResponseSchema,
  showcaseInputSchema,
  showcaseItemResponseSchema,
} from '@kalasetu/shared/admin';
import { errorResponseSchema, numericIdParamSchema, okResponseSchema } from '@kalasetu/shared/http';
import { readUpload } from '../../lib/uploads';
import { requireActor } from '../../plugins/auth';
import {
  addDemoShowcaseItems,
  createShowcaseItem,
  editShowcaseItem,
  removeShowcaseItem,
  SHOWCASE_IMAGE_MAX_BYTES,
  uploadShowcaseImage,
} from './showcase-admin.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

/** Managing the gallery; the public list stays in showcase.routes.ts. */
export default async function showcaseAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/showcase',
    {
      schema: {
        tags: ['admin'],
        body: showcaseInputSchema,
        response: { 201: showcaseItemResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request, ['admin']);
      return reply.status(201).send({ item: await createShowcaseItem(app, actor, request.body) });
    },
  );

  api.put(
    '/api/admin/showcase/:id',
    {
      schema: {
        tags: ['admin'],
        params: numericIdParamSchema,
        body: showcaseInputSchema,
        response: { 200: showcaseItemResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request, ['admin']);
      return { item: await editShowcaseItem(app, actor, request.params.id, request.body) };
    },
  );

  api.delete(
    '/api/admin/showcase/:id',
    {
      schema: {
        tags: ['admin'],
        params: numericIdParamSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request, ['admin']);
      await removeShowcaseItem(app, actor, request.params.id);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/admin/showcase/image',
    {
      schema: {
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        response: { 201: showcaseImageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request, ['admin']);
      const file = await readUpload(request, { maxBytes: SHOWCASE_IMAGE_MAX_BYTES });
      return reply.status(201).send({ imageUrl: await uploadShowcaseImage(app, actor, file) });
    },
  );

  api.post(
    '/api/admin/showcase/demo',
    {
      schema: {
        tags: ['admin'],
        body: showcaseDemoSchema,
        response: { 201: showcaseDemoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request, ['admin']);
      return reply.status(201).send({ items: await addDemoShowcaseItems(app, actor, request.body.uploaded) });
    },
  );
}
