import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { WRITES_IN_FLIGHT_PER_ACCOUNT } from '@kalasetu/shared/limits';
import { AppError } from '../lib/errors';
import { AUTH_BASE_PATH } from './auth-gate';
import { SAFE_METHODS } from './csrf';

const RELEASE = Symbol('releaseAccountWrite');

type CountedRequest = FastifyRequest & { [RELEASE]?: () => void };

/**
 * One account's writes in progress at once, per process. A write may wait on a row lock (adding to a portfolio locks
 * its owner; posting a job counts the day's posts under a lock) while holding a pooled database connection, so sixty
 * parallel adds by one account once queued on one lock and held most of the pool while honest visitors waited. Past
 * the limit a write is refused at once with 429 and `Retry-After: 1`; a person's page never sends that many at once.
 * The route decides (the matched route, never the raw address); sessions are better-auth's own, with their own
 * budgets (plugins/auth-gate.ts). The global cap is the database pool itself.
 */
export default fp(async function accountWrites(app: FastifyInstance) {
  const inFlight = new Map<string, number>();

  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.url;
    if (SAFE_METHODS.has(request.method) || !route || route.startsWith(`${AUTH_BASE_PATH}/`)) return;
    const actor = await request.getActor();
    if (!actor) return;
    const held = inFlight.get(actor.userId) ?? 0;
    if (held >= WRITES_IN_FLIGHT_PER_ACCOUNT)
      throw new AppError(429, 'too_many_at_once', 'errors.tooManyAtOnce', undefined, { retryAfter: 1 });
    inFlight.set(actor.userId, held + 1);
    let released = false;
    (request as CountedRequest)[RELEASE] = () => {
      if (released) return;
      released = true;
      const left = (inFlight.get(actor.userId) ?? 1) - 1;
      if (left > 0) inFlight.set(actor.userId, left);
      else inFlight.delete(actor.userId);
    };
  });

  // The handler has finished (its answer or its error is being sent): the account's slot is free again. onSend runs
  // even when the client has gone away; onResponse is the fallback for a reply that never reached onSend.
  const release = async (request: FastifyRequest) => (request as CountedRequest)[RELEASE]?.();
  app.addHook('onSend', async (request, _reply, payload) => {
    await release(request);
    return payload;
  });
  app.addHook('onResponse', release);
});
