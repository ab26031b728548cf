import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@kalasetu/shared/http';
import {
  myRatingResponseSchema,
  ratedUserParamSchema,
  ratingInputSchema,
  ratingStatsSchema,
  submitRatingResponseSchema,
} from '@kalasetu/shared/ratings';
import { requireActor } from '../../plugins/auth';
import { getMyRating, getRatingStats, rateUser } from './ratings.service';

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
      return { rating: await getMyRating(app, actor, request.params.userId) };
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
}
