import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@kalasetu/shared/http';

export default async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { tags: ['health'], response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const ok = await Promise.race([
          app.dbClient.ping(),
          new Promise<boolean>((resolve) => setTimeout(resolve, 1000, false)),
        ]);
        if (ok) return { status: 'ok' as const, db: 'ok' as const };
        reply.header('retry-after', '5');
        return reply.status(503).send({ status: 'degraded' as const, db: 'down' as const });
      },
    );
}
