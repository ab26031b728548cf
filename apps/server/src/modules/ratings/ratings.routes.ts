import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamSchema } from '@kalasetu/shared/http';
import {
  adminRatingsResponseSchema,
  myRatingResponseSchema,
  ratedUserParamSchema,
  ratingIdParamSchema,
  ratingInputSchema,
  ratingStatsSchema,
  submitRatingResponseSchema,
} from '@kalasetu/shared/ratings';
import { requireActor } from '../../plugins/auth';
import { getMyRating, getRatingStats, listRatingsForAdmin, rateUser, removeRating } from './ratings.service';

export default async function ratingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/ratings/:userId',
    {
      schema: {
        tags: ['ratings'],
        params: ratedUserParamSchema,
        response: { 200: ratingStatsSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getRatingStats(app, request.params.userId),
  );

  api.get(
    '/api/ratings/:userId/mine',
    {
      schema: {
        tags: ['ratings'],
        params: ratedUserParamSchema,
        response: { 200: myRatingResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      reply.header('cache-control', 'no-store');
      return getMyRating(app, actor, request.params.userId);
    },
  );

  api.put(
    '/api/ratings/:userId',
    {
      schema: {
        tags: ['ratings'],
        params: ratedUserParamSchema,
        body: ratingInputSchema,
        response: {
          200: submitRatingResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return rateUser(app, actor, request.params.userId, request.body);
    },
  );

  // Admins remove an abusive rating (decision 163): list a user's ratings, then delete one.
  api.get(
    '/api/admin/users/:id/ratings',
    {
      schema: {
        tags: ['admin'],
        params: idParamSchema,
        response: {
          200: adminRatingsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      reply.header('cache-control', 'no-store');
      return { ratings: await listRatingsForAdmin(app, actor, request.params.id) };
    },
  );

  api.delete(
    '/api/admin/ratings/:ratingId',
    {
      schema: {
        tags: ['admin'],
        params: ratingIdParamSchema,
        response: {
          200: ratingStatsSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return removeRating(app, actor, request.params.ratingId);
    },
  );
}
