import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  showcaseDemoResponseSchema,
  showcaseDemoSchema,
  showcaseImageResponseSchema,
  showcaseInputSchema,
  showcaseItemResponseSchema,
} from '@kalasetu/shared/admin';
import { errorResponses, numericIdParamSchema, okResponseSchema } from '@kalasetu/shared/http';
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

const errors = errorResponses(400, 401, 403, 404, 413, 415);

/** Managing the gallery; the public list stays in showcase.routes.ts. */
export default async function showcaseAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/showcase',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a showcase item (admin)',
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
        summary: 'Edit a showcase item (admin)',
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
        summary: 'Remove a showcase item (admin)',
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
        summary: 'Upload a showcase image (admin; multipart, one image)',
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
        summary: 'Fill the showcase with the demo items (admin)',
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
