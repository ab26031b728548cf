import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignmentResponseSchema } from '@kalasetu/shared/applications';
import { errorResponses, numericIdParamSchema } from '@kalasetu/shared/http';
import { DB_INTEGER_MAX } from '@kalasetu/shared/limits';
import {
  assignCreatorSchema,
  createJobSchema,
  jobDetailResponseSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobRecordResponseSchema,
  jobStatusUpdateSchema,
  ownJobsQuerySchema,
  ownJobsResponseSchema,
} from '@kalasetu/shared/jobs';
import { requireActor } from '../../plugins/auth';
import { optionalSession } from '../../plugins/openapi';
import { replyWith } from '../../lib/reused-answers';
import {
  assignCreator,
  createJob,
  jobAnswer,
  jobPageMeta,
  listOwnJobs,
  setJobStatus,
  unassignCreator,
} from './jobs.service';
import { listJobs } from './job-search.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export default async function jobsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Search open jobs',
        querystring: jobListQuerySchema,
        response: { 200: jobListResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) =>
      replyWith(
        request,
        reply,
        await listJobs(app, request.query, { lang: request.lang, address: request.ip }),
      ),
  );

  api.get(
    '/api/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'One job, with what the signed-in viewer may do with it',
        security: optionalSession,
        params: numericIdParamSchema,
        response: { 200: jobDetailResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      // The viewer part depends on the session cookie.
      reply.header('cache-control', 'private, no-store');
      return replyWith(request, reply, await jobAnswer(app, request.params.id, await request.getActor()));
    },
  );

  api.post(
    '/api/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Post a job (enterprise), or add one for an enterprise (admin, with enterpriseId)',
        body: createJobSchema,
        response: { 201: jobDetailResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      return reply.status(201).send({ job: await createJob(app, actor, request.body) });
    },
  );

  api.get(
    '/api/enterprise/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary: "The signed-in enterprise's jobs, a page at a time, with its counts by status",
        querystring: ownJobsQuerySchema,
        response: { 200: ownJobsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return listOwnJobs(app, actor, request.query);
    },
  );

  api.put(
    '/api/jobs/:id/assignment',
    {
      schema: {
        tags: ['jobs', 'admin'],
        summary: 'Assign a creator to the job (admin)',
        params: numericIdParamSchema,
        body: assignCreatorSchema,
        response: { 200: assignmentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return assignCreator(app, actor, request.params.id, request.body.creatorId);
    },
  );

  api.delete(
    '/api/jobs/:id/assignment',
    {
      schema: {
        tags: ['jobs', 'admin'],
        summary: 'Unassign the creator and reopen the job (admin)',
        params: numericIdParamSchema,
        response: { 200: jobRecordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return { job: await unassignCreator(app, actor, request.params.id) };
    },
  );

  api.patch(
    '/api/jobs/:id/status',
    {
      schema: {
        tags: ['jobs', 'admin'],
        summary: 'Set any job status (admin)',
        params: numericIdParamSchema,
        body: jobStatusUpdateSchema,
        response: { 200: jobRecordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return { job: await setJobStatus(app, actor, request.params.id, request.body.status) };
    },
  );

  // The web plugin (which serves the HTML) registers after the modules, so add the tags once everything is loaded.
  app.addHook('onReady', async () => {
    app.registerPageMeta(/^\/jobs\/(\d+)$/, async (match) => {
      const id = Number(match[1]);
      return Number.isSafeInteger(id) && id <= DB_INTEGER_MAX ? jobPageMeta(app, id) : null;
    });
  });
}
