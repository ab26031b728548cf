import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { showcaseListResponseSchema } from '@kalasetu/shared/showcase';
import { listShowcase } from './showcase.service';

export default async function showcaseRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/showcase',
    {
      schema: {
        tags: ['showcase'],
        summary: 'The showcase gallery',
        response: { 200: showcaseListResponseSchema },
      },
    },
    async () => ({ items: await listShowcase(app) }),
  );
}
