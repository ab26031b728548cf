import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, idParamSchema } from '@kalasetu/shared/http';
import {
  adminRatingsResponseSchema,
  myRatingResponseSchema,
  pendingReviewsResponseSchema,
  reviewIdParamSchema,
  reviewReplyResponseSchema,
  reviewReplySchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
  ratedUserParamSchema,
  ratingIdParamSchema,
  ratingInputSchema,
  ratingStatsSchema,
  submitRatingResponseSchema,
} from '@kalasetu/shared/ratings';
import { requireActor } from '../../plugins/auth';
import {
  getMyRating,
  getRatingStats,
  listPendingReviews,
  listRatingsForAdmin,
  listReviews,
  rateUser,
  removeRating,
  replyToReview,
} from './ratings.service';

export default async function ratingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/ratings/:userId',
    {
      schema: {
        tags: ['ratings'],
        summary: "A user's average rating and count",
        params: ratedUserParamSchema,
        response: { 200: ratingStatsSchema, ...errorResponses(404) },
      },
    },
    async (request) => getRatingStats(app, request.params.userId),
  );

  api.get(
    '/api/ratings/:userId/mine',
    {
      schema: {
        tags: ['ratings'],
        summary: 'The rating you gave this user, if any',
        params: ratedUserParamSchema,
        response: { 200: myRatingResponseSchema, ...errorResponses(401, 404) },
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
        summary: 'Rate a user you worked with (once, changeable)',
        params: ratedUserParamSchema,
        body: ratingInputSchema,
        response: {
          200: submitRatingResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return rateUser(app, actor, request.params.userId, request.body);
    },
  );

  api.get(
    '/api/ratings/:userId/reviews',
    {
      schema: {
        tags: ['ratings'],
        summary: "A person's published reviews, newest first, a page at a time",
        params: ratedUserParamSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => listReviews(app, request.params.userId, request.query.page),
  );

  api.post(
    '/api/reviews/:reviewId/reply',
    {
      schema: {
        tags: ['ratings'],
        summary: 'The reviewed person answers a published review of them, once',
        params: reviewIdParamSchema,
        body: reviewReplySchema,
        response: { 200: reviewReplyResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return replyToReview(app, actor, request.params.reviewId, request.body.reply);
    },
  );

  api.get(
    '/api/me/reviews/pending',
    {
      schema: {
        tags: ['ratings'],
        summary: 'Completed work the signed-in person has not reviewed yet',
        response: { 200: pendingReviewsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      reply.header('cache-control', 'no-store');
      return { items: await listPendingReviews(app, actor) };
    },
  );

  // Admins remove an abusive rating (docs/product/admin.md): list a user's ratings, then delete one.
  api.get(
    '/api/admin/users/:id/ratings',
    {
      schema: {
        tags: ['admin'],
        summary: "An admin lists a user's ratings, to remove an abusive one",
        params: idParamSchema,
        response: { 200: adminRatingsResponseSchema, ...errorResponses(400, 401, 403, 404) },
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
        summary: 'An admin removes an abusive rating',
        params: ratingIdParamSchema,
        response: { 200: ratingStatsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return removeRating(app, actor, request.params.ratingId);
    },
  );
}
