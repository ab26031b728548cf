import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptRecommendationResponseSchema,
  candidatesQuerySchema,
  candidatesResponseSchema,
  creatorInvitationsQuerySchema,
  creatorInvitationsResponseSchema,
  declineRecommendationResponseSchema,
  declineRecommendationSchema,
  invitationResponseSchema,
  inviteCreatorSchema,
  jobInvitationsResponseSchema,
  recommendationCountResponseSchema,
  recommendationsResponseSchema,
} from '@kalasetu/shared/hiring';
import { errorResponses, numericIdParamSchema, okResponseSchema } from '@kalasetu/shared/http';
import { requireActor } from '../../plugins/auth';
import {
  acceptRecommendation,
  countRecommendations,
  declineRecommendationOf,
  listCandidates,
  listRecommendations,
} from './hiring.service';
import {
  inviteCreator,
  listCreatorInvitations,
  listJobInvitations,
  withdrawInvitation,
} from './invitations.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The hiring loop between the three sides (docs/product/hiring.md): the admin's recommendation queue and invitations.
 */
export default async function hiringRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/recommendations',
    {
      schema: {
        tags: ['admin', 'hiring'],
        summary: 'Recommendations awaiting the admin’s decision, newest first, with their count',
        response: { 200: recommendationsResponseSchema, ...errors },
      },
    },
    async (request) => listRecommendations(app, await requireActor(request)),
  );

  api.get(
    '/api/admin/recommendations/count',
    {
      schema: {
        tags: ['admin', 'hiring'],
        summary: 'How many recommendations await a decision (the dashboard badge)',
        response: { 200: recommendationCountResponseSchema, ...errors },
      },
    },
    async (request) => ({ count: await countRecommendations(app, await requireActor(request)) }),
  );

  api.post(
    '/api/admin/recommendations/:id/accept',
    {
      schema: {
        tags: ['admin', 'hiring'],
        summary: 'Accept a recommendation (application id): assigns its creator to its job',
        params: numericIdParamSchema,
        response: { 200: acceptRecommendationResponseSchema, ...errors },
      },
    },
    async (request) => acceptRecommendation(app, await requireActor(request), request.params.id),
  );

  api.post(
    '/api/admin/recommendations/:id/decline',
    {
      schema: {
        tags: ['admin', 'hiring'],
        summary:
          'Decline a recommendation with a reason the enterprise reads; the application is pending again',
        params: numericIdParamSchema,
        body: declineRecommendationSchema,
        response: { 200: declineRecommendationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      application: await declineRecommendationOf(
        app,
        await requireActor(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  api.get(
    '/api/admin/jobs/:id/candidates',
    {
      schema: {
        tags: ['admin', 'hiring'],
        summary:
          'Creators to assign: the applicants first with their proposals (recommended marked), then others',
        params: numericIdParamSchema,
        querystring: candidatesQuerySchema,
        response: { 200: candidatesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      candidates: await listCandidates(app, await requireActor(request), request.params.id, request.query.q),
    }),
  );

  api.post(
    '/api/jobs/:id/invitations',
    {
      schema: {
        tags: ['hiring'],
        summary: 'Invite a creator to apply to one of your open jobs (enterprise; limited per day)',
        params: numericIdParamSchema,
        body: inviteCreatorSchema,
        response: { 201: invitationResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const invitation = await inviteCreator(
        app,
        await requireActor(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ invitation });
    },
  );

  api.get(
    '/api/jobs/:id/invitations',
    {
      schema: {
        tags: ['hiring'],
        summary: 'Creators invited to one of your jobs (its enterprise)',
        params: numericIdParamSchema,
        response: { 200: jobInvitationsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      invitations: await listJobInvitations(app, await requireActor(request), request.params.id),
    }),
  );

  api.delete(
    '/api/invitations/:id',
    {
      schema: {
        tags: ['hiring'],
        summary: 'Withdraw an invitation you sent (its enterprise); the creator is told',
        params: numericIdParamSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await withdrawInvitation(app, await requireActor(request), request.params.id);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/creator/invitations',
    {
      schema: {
        tags: ['hiring'],
        summary: 'Invitations to apply the signed-in creator received, a page at a time',
        querystring: creatorInvitationsQuerySchema,
        response: { 200: creatorInvitationsResponseSchema, ...errors },
      },
    },
    async (request) => listCreatorInvitations(app, await requireActor(request), request.query.page),
  );
}
