import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@kalasetu/shared/http';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../lib/errors';

const HEALTH_PING_TIMEOUT_MS = 800;

export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      let timer: NodeJS.Timeout | undefined;
      const ok = await Promise.race([
        app.dbClient.ping(),
        // Under a second in all: a silent database is reported down rather than left hanging.
        new Promise<boolean>((resolve) => (timer = setTimeout(resolve, HEALTH_PING_TIMEOUT_MS, false))),
      ]).finally(() => clearTimeout(timer)); // a timer left pending per call piles up under load
      if (ok) return { status: 'ok' as const, db: 'ok' as const };
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ status: 'degraded' as const, db: 'down' as const });
    },
  );
}
