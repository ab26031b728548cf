import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, okResponseSchema } from '@kalasetu/shared/http';
import { profileIdParamSchema } from '@kalasetu/shared/people';
import {
  portfolioItemInputSchema,
  portfolioItemParamSchema,
  portfolioItemSchema,
  portfolioItemUpdateSchema,
  portfolioListSchema,
  portfolioOrderSchema,
} from '@kalasetu/shared/portfolio';
import { requireActor } from '../../plugins/auth';
import { readUpload } from '../../lib/uploads';
import {
  addPortfolioImage,
  addPortfolioItem,
  assertCanManage,
  editPortfolioItem,
  listCreatorPortfolio,
  removePortfolioItem,
  reorderPortfolio,
} from './portfolio.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export default async function portfolioRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/profiles/:id/portfolio',
    {
      schema: {
        tags: ['portfolio'],
        params: profileIdParamSchema,
        response: { 200: portfolioListSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ items: await listCreatorPortfolio(app, request.params.id) }),
  );

  api.post(
    '/api/profiles/:id/portfolio',
    {
      schema: {
        tags: ['portfolio'],
        params: profileIdParamSchema,
        body: portfolioItemInputSchema,
        response: { 201: portfolioItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      const item = await addPortfolioItem(app, actor, request.params.id, request.body);
      return reply.status(201).send(item);
    },
  );

  api.post(
    '/api/profiles/:id/portfolio/image',
    {
      schema: {
        tags: ['portfolio'],
        consumes: ['multipart/form-data'],
        params: profileIdParamSchema,
        response: { 201: portfolioItemSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      // Refuse before reading the file: nobody else's upload is processed.
      await assertCanManage(app, actor, request.params.id);
      const upload = await readUpload(request);
      const item = await addPortfolioImage(app, actor, request.params.id, upload);
      return reply.status(201).send(item);
    },
  );

  api.put(
    '/api/profiles/:id/portfolio/order',
    {
      schema: {
        tags: ['portfolio'],
        params: profileIdParamSchema,
        body: portfolioOrderSchema,
        response: { 200: portfolioListSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return { items: await reorderPortfolio(app, actor, request.params.id, request.body.ids) };
    },
  );

  api.patch(
    '/api/portfolio/:itemId',
    {
      schema: {
        tags: ['portfolio'],
        params: portfolioItemParamSchema,
        body: portfolioItemUpdateSchema,
        response: { 200: portfolioItemSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return editPortfolioItem(app, actor, request.params.itemId, request.body);
    },
  );

  api.delete(
    '/api/portfolio/:itemId',
    {
      schema: {
        tags: ['portfolio'],
        params: portfolioItemParamSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      await removePortfolioItem(app, actor, request.params.itemId);
      return { ok: true as const };
    },
  );
}
