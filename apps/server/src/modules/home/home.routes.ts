import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { homeResponseSchema } from '@kalasetu/shared/home';
import { replyWith } from '../../lib/reused-answers';
import { getHome } from './home.service';

export default async function homeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/home',
    {
      schema: {
        tags: ['home'],
        summary: 'The home page: newest jobs, top creators, showcase and counts',
        response: { 200: homeResponseSchema },
      },
    },
    async (request, reply) => replyWith(request, reply, await getHome(app)),
  );
}
