import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationDecisionResponseSchema,
  applicationResponseSchema,
  applicationsWithCreatorResponseSchema,
  applicationsWithJobResponseSchema,
  creatorApplicationsQuerySchema,
  enterpriseApplicationsResponseSchema,
  applyToJobSchema,
  enterpriseApplicationsQuerySchema,
} from '@kalasetu/shared/applications';
import { errorResponses, numericIdParamSchema } from '@kalasetu/shared/http';
import { requireActor } from '../../plugins/auth';
import {
  applyToJob,
  decideApplication,
  listApplicationsForCreator,
  listApplicationsForEnterprise,
  listApplicationsForJob,
} from './applications.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export default async function applicationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/jobs/:id/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'Apply to an open job (creator, once)',
        params: numericIdParamSchema,
        body: applyToJobSchema,
        response: { 201: applicationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      const application = await applyToJob(app, actor, request.params.id, request.body);
      return reply.status(201).send({ application });
    },
  );

  api.get(
    '/api/jobs/:id/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'Applications to a job (its enterprise, or the admin)',
        params: numericIdParamSchema,
        response: { 200: applicationsWithCreatorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return { applications: await listApplicationsForJob(app, actor, request.params.id) };
    },
  );

  api.get(
    '/api/enterprise/applications',
    {
      schema: {
        tags: ['applications'],
        summary:
          "Applications to the signed-in enterprise's jobs (or one of them), a page at a time, with its counts",
        querystring: enterpriseApplicationsQuerySchema,
        response: { 200: enterpriseApplicationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return listApplicationsForEnterprise(app, actor, request.query);
    },
  );

  api.get(
    '/api/creator/applications',
    {
      schema: {
        tags: ['applications'],
        summary: "The signed-in creator's applications, a page at a time, with its counts by status",
        querystring: creatorApplicationsQuerySchema,
        response: { 200: applicationsWithJobResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return listApplicationsForCreator(app, actor, request.query.page);
    },
  );

  for (const [action, decision] of [
    ['recommend', 'recommended'],
    ['reject', 'rejected'],
  ] as const) {
    api.post(
      `/api/applications/:id/${action}`,
      {
        schema: {
          tags: ['applications'],
          summary: `${action === 'recommend' ? 'Recommend (send for admin approval)' : 'Reject'} a pending application (its enterprise)`,
          params: numericIdParamSchema,
          response: { 200: applicationDecisionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await requireActor(request);
        return decideApplication(app, actor, request.lang, request.params.id, decision);
      },
    );
  }
}
