import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@kalasetu/shared/http';
import { pincodeLookupSchema, pincodeParamsSchema } from '@kalasetu/shared/locations';
import { lookUpPincode } from './locations.service';

export default async function locationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/locations/pincode/:pin',
    {
      schema: {
        tags: ['locations'],
        summary: 'The state and district of an Indian PIN code',
        params: pincodeParamsSchema,
        response: { 200: pincodeLookupSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      // The table changes only with a release: browsers and caches may keep an answer for a day.
      reply.header('cache-control', 'public, max-age=86400');
      return lookUpPincode(request.params.pin);
    },
  );
}
