import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminJobsQuerySchema,
  adminJobsResponseSchema,
  adminStatsSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  bootstrapStatusSchema,
  createUserSchema,
  promoteResponseSchema,
  promoteUserSchema,
} from '@kalasetu/shared/admin';
import { errorResponseSchema, idParamSchema, okResponseSchema } from '@kalasetu/shared/http';
import { requireActor } from '../../plugins/auth';
import {
  bootstrapAdmin,
  bootstrapAvailable,
  createUser,
  deleteUser,
  getStats,
  listAllUsers,
  listJobsForAdmin,
  promoteUser,
  verifyUser,
} from './admin.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The back office. Every route takes the acting admin from the session; the services check the role again. */
export default async function adminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireActor>[0]) => requireActor(request, ['admin']);

  api.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => listAllUsers(app, await admin(request), request.query),
  );

  api.post(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        body: createUserSchema,
        response: { 201: adminUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await createUser(app, await admin(request), request.body);
      return reply.status(201).send({ user });
    },
  );

  api.post(
    '/api/admin/users/promote',
    {
      schema: {
        tags: ['admin'],
        body: promoteUserSchema,
        response: { 200: promoteResponseSchema, ...errors },
      },
    },
    async (request) => promoteUser(app, await admin(request), request.body.email),
  );

  api.post(
    '/api/admin/users/:id/verify',
    {
      schema: {
        tags: ['admin'],
        params: idParamSchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await verifyUser(app, await admin(request), request.params.id) }),
  );

  api.delete(
    '/api/admin/users/:id',
    { schema: { tags: ['admin'], params: idParamSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await deleteUser(app, await admin(request), request.params.id);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/admin/jobs',
    {
      schema: {
        tags: ['admin'],
        querystring: adminJobsQuerySchema,
        response: { 200: adminJobsResponseSchema, ...errors },
      },
    },
    async (request) => listJobsForAdmin(app, await admin(request), request.query),
  );

  api.get(
    '/api/admin/stats',
    { schema: { tags: ['admin'], response: { 200: adminStatsSchema, ...errors } } },
    async (request) => getStats(app, await admin(request)),
  );

  // First-admin bootstrap: any signed-in user may ask, and may claim the role only while no admin exists.
  api.get(
    '/api/admin/bootstrap',
    { schema: { tags: ['admin'], response: { 200: bootstrapStatusSchema, ...errors } } },
    async (request) => {
      await requireActor(request);
      return { available: await bootstrapAvailable(app) };
    },
  );

  api.post(
    '/api/admin/bootstrap',
    { schema: { tags: ['admin'], response: { 200: adminUserResponseSchema, ...errors } } },
    async (request) => ({ user: await bootstrapAdmin(app, await requireActor(request)) }),
  );
}
