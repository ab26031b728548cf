import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, okResponseSchema } from '@kalasetu/shared/http';
import {
  searchMissesResponseSchema,
  searchSynonymInputSchema,
  searchSynonymParamSchema,
  searchSynonymResponseSchema,
  searchSynonymsResponseSchema,
} from '@kalasetu/shared/search';
import { requireActor } from '../../plugins/auth';
import {
  addSearchSynonym,
  listSearchMisses,
  listSearchSynonyms,
  removeSearchSynonym,
} from './search-admin.service';
import { flushSearchMisses } from './search-misses.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** The back office's search page: the synonyms admins add to the lexicon, and the searches that found nothing. */
export default async function searchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Misses still waiting are written before the database closes.
  app.addHook('onClose', async () => flushSearchMisses(app));

  api.get(
    '/api/admin/search/synonyms',
    {
      schema: {
        tags: ['admin'],
        summary: 'Synonyms admins added to the search lexicon (admin)',
        response: { 200: searchSynonymsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request, ['admin']);
      return { synonyms: await listSearchSynonyms(app, actor) };
    },
  );

  api.post(
    '/api/admin/search/synonyms',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a synonym to the search lexicon (admin)',
        body: searchSynonymInputSchema,
        response: { 201: searchSynonymResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request, ['admin']);
      return reply.status(201).send({ synonym: await addSearchSynonym(app, actor, request.body) });
    },
  );

  api.delete(
    '/api/admin/search/synonyms/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a synonym from the search lexicon (admin)',
        params: searchSynonymParamSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request, ['admin']);
      await removeSearchSynonym(app, actor, request.params.id);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/admin/search/misses',
    {
      schema: {
        tags: ['admin'],
        summary: 'Searches that found nothing, with how often (admin)',
        response: { 200: searchMissesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireActor(request, ['admin']);
      return { misses: await listSearchMisses(app, actor) };
    },
  );
}
