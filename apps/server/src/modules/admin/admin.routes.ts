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
import { errorResponses, idParamSchema, okResponseSchema } from '@kalasetu/shared/http';
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

const errors = errorResponses(400, 401, 403, 404, 409);

/** The back office. Every route takes the acting admin from the session; the services check the role again. */
export default async function adminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireActor>[0]) => requireActor(request, ['admin']);

  api.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'List and search users (admin)',
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
        summary: 'Add a user (admin)',
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
        summary: 'Make a user an admin, by e-mail (admin)',
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
        summary: 'Verify a user (admin)',
        params: idParamSchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await verifyUser(app, await admin(request), request.params.id) }),
  );

  api.delete(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a user and what they own (admin)',
        params: idParamSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
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
        summary: 'List and filter every job (admin)',
        querystring: adminJobsQuerySchema,
        response: { 200: adminJobsResponseSchema, ...errors },
      },
    },
    async (request) => listJobsForAdmin(app, await admin(request), request.query),
  );

  api.get(
    '/api/admin/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Marketplace figures for the dashboard (admin)',
        response: { 200: adminStatsSchema, ...errors },
      },
    },
    async (request) => getStats(app, await admin(request)),
  );

  // First-admin bootstrap: any signed-in user may ask, and may claim the role only while no admin exists.
  api.get(
    '/api/admin/bootstrap',
    {
      schema: {
        tags: ['admin'],
        summary: 'Whether the first-admin bootstrap is still available',
        response: { 200: bootstrapStatusSchema, ...errors },
      },
    },
    async (request) => {
      await requireActor(request);
      return { available: await bootstrapAvailable(app) };
    },
  );

  api.post(
    '/api/admin/bootstrap',
    {
      schema: {
        tags: ['admin'],
        summary: 'Become the first admin while no admin exists',
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await bootstrapAdmin(app, await requireActor(request)) }),
  );
}
