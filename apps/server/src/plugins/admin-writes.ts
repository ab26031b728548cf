import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forgetKeptAnswers } from '../modules/search/search-answers.service';
import { forgetSearchCounts } from '../modules/search/search-count.service';
import { AUTH_BASE_PATH } from './auth-gate';
import { SAFE_METHODS } from './csrf';

/**
 * An administrator's change is public at once on this instance: a profile deleted, a job taken down or a review
 * removed must not stay visible for the two seconds a public answer is kept, nor in a count kept ten (decision 270). Only administrators'
 * writes drop the kept answers: they are rare, while everyone's writes (messages, notices read) would leave nothing
 * kept under load. Other instances keep theirs to the end of their two seconds.
 */
export default fp(async function adminWrites(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    if (!route || route.startsWith(`${AUTH_BASE_PATH}/`)) return;
    if ((await request.getActor())?.role !== 'admin') return;
    forgetKeptAnswers(app);
    // The counts too (kept 10 s), or a list would head "1 job" over nothing.
    forgetSearchCounts(app);
  });
});
