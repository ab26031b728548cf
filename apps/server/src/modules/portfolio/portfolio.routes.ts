import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, okResponseSchema } from '@kalasetu/shared/http';
import { profileIdParamSchema } from '@kalasetu/shared/people';
import {
  portfolioItemInputSchema,
  portfolioItemParamSchema,
  portfolioItemSchema,
  portfolioItemUpdateSchema,
  portfolioListSchema,
  portfolioOrderSchema,
} from '@kalasetu/shared/portfolio';
import { PORTFOLIO_VIDEO_MAX_BYTES, VIDEO_UPLOAD_RATE_LIMIT } from '@kalasetu/shared/limits';
import { requireActor } from '../../plugins/auth';
import { readUpload } from '../../lib/uploads';
import {
  addPortfolioImage,
  addPortfolioItem,
  addPortfolioVideo,
  assertCanManage,
  assertCanSetPoster,
  editPortfolioItem,
  listCreatorPortfolio,
  removePortfolioItem,
  reorderPortfolio,
  setPortfolioPoster,
} from './portfolio.service';

const VIDEO_MESSAGES = { missing: 'validation.videoMissing', size: 'validation.videoSize' };

const errors = errorResponses(400, 401, 403, 404, 409);

export default async function portfolioRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/profiles/:id/portfolio',
    {
      schema: {
        tags: ['portfolio'],
        summary: "A creator's portfolio",
        params: profileIdParamSchema,
        response: { 200: portfolioListSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ items: await listCreatorPortfolio(app, request.params.id) }),
  );

  api.post(
    '/api/profiles/:id/portfolio',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'Add a video or link to your portfolio',
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
        summary: 'Add an image to your portfolio (multipart, one image)',
        consumes: ['multipart/form-data'],
        params: profileIdParamSchema,
        response: { 201: portfolioItemSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      // Refuse before reading the file: nobody else's upload is processed.
      await assertCanManage(app, actor, request.params.id);
      const upload = await readUpload(request);
      const item = await addPortfolioImage(app, actor, request.params.id, upload, request.lang);
      return reply.status(201).send(item);
    },
  );

  api.post(
    '/api/profiles/:id/portfolio/video',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'Add a video (MP4 or WebM) to your portfolio (multipart, one file)',
        consumes: ['multipart/form-data'],
        params: profileIdParamSchema,
        response: { 201: portfolioItemSchema, ...errors, ...errorResponses(413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      // Refuse before reading the body: nobody else's upload is received, and each person has one at a time.
      await assertCanManage(app, actor, request.params.id);
      const { max, windowMs } = VIDEO_UPLOAD_RATE_LIMIT;
      await app.rateLimiter.consume(
        `video-upload:user:${actor.userId}`,
        max,
        windowMs,
        'errors.tooManyVideos',
      );
      const slot = app.uploadGate.holdLargeUpload(actor.userId);
      try {
        const upload = await readUpload(request, {
          maxBytes: PORTFOLIO_VIDEO_MAX_BYTES,
          messages: VIDEO_MESSAGES,
        });
        const item = await addPortfolioVideo(app, actor, request.params.id, upload, request.lang);
        return reply.status(201).send(item);
      } finally {
        slot.release();
      }
    },
  );

  api.post(
    '/api/portfolio/:itemId/poster',
    {
      schema: {
        tags: ['portfolio'],
        summary: "Set an uploaded video's poster (multipart, one image: the frame picked in the browser)",
        consumes: ['multipart/form-data'],
        params: portfolioItemParamSchema,
        response: { 200: portfolioItemSchema, ...errors, ...errorResponses(413, 415, 429, 503) },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      await assertCanSetPoster(app, actor, request.params.itemId);
      const upload = await readUpload(request);
      return setPortfolioPoster(app, actor, request.params.itemId, upload);
    },
  );

  api.put(
    '/api/profiles/:id/portfolio/order',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'Reorder your portfolio',
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
        summary: 'Edit a portfolio item',
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
        summary: 'Remove a portfolio item',
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
