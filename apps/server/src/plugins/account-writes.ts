import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { WRITES_IN_FLIGHT_PER_ACCOUNT } from '@kalasetu/shared/limits';
import { AppError } from '../lib/errors';
import { pausingRefusals } from '../lib/refusal-pause';
import { AUTH_BASE_PATH } from './auth-gate';
import { SESSION_COOKIE_PREFIX } from './better-auth';
import { SAFE_METHODS } from './csrf';

const RELEASE = Symbol('releaseAccountWrite');

type CountedRequest = FastifyRequest & { [RELEASE]?: () => void };

const SESSION_TOKEN = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=([^;]*)`);

/** The session cookie's value, decoded, or null: what a write is counted under before the session is looked up. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const sent = SESSION_TOKEN.exec(request.headers.cookie ?? '')?.[1];
  if (!sent) return null;
  try {
    return decodeURIComponent(sent);
  } catch {
    return sent;
  }
}

const tooManyAtOnce = () =>
  new AppError(429, 'too_many_at_once', 'errors.tooManyAtOnce', undefined, { retryAfter: 1 });

/** Takes one of `key`'s places in `counts`, or returns null when it holds `max` already; the result gives it back. */
function take(counts: Map<string, number>, key: string, max: number): (() => void) | null {
  const held = counts.get(key) ?? 0;
  if (held >= max) return null;
  counts.set(key, held + 1);
  return () => {
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  };
}

/**
 * One account's writes in progress at once, per process. A write may wait on a row lock (adding to a portfolio locks
 * its owner; posting a job counts the day's posts under a lock) while holding a pooled database connection, so sixty
 * parallel adds by one account once queued on one lock and held most of the pool while honest visitors waited. Past
 * the limit a write is refused with 429 and `Retry-After: 1`; a person's page never sends that many at once. The count
 * is kept per session cookie before the session is looked up (the refused part of a flood costs no query) and per
 * account after it, and the refusal is sent after REFUSAL_PAUSE_MS, so a flood goes at its connections' pace
 * (decision 280). The route decides (the matched route, never the raw address); sessions are better-auth's own, with
 * their own budgets (plugins/auth-gate.ts). The global cap is the database pool.
 */
export default fp(async function accountWrites(app: FastifyInstance) {
  const bySession = new Map<string, number>();
  const byAccount = new Map<string, number>();

  app.addHook('preHandler', (request) => pausingRefusals(() => countWrite(request)));

  async function countWrite(request: FastifyRequest) {
    const route = request.routeOptions.url;
    if (SAFE_METHODS.has(request.method) || !route || route.startsWith(`${AUTH_BASE_PATH}/`)) return;
    const token = sessionTokenOf(request);
    if (!token) return; // no session cookie, no actor: the route refuses it
    const releaseSession = take(bySession, token, WRITES_IN_FLIGHT_PER_ACCOUNT);
    if (!releaseSession) throw tooManyAtOnce();
    let releaseAccount: (() => void) | null = null;
    try {
      const actor = await request.getActor();
      if (actor) {
        releaseAccount = take(byAccount, actor.userId, WRITES_IN_FLIGHT_PER_ACCOUNT);
        if (!releaseAccount) throw tooManyAtOnce();
      }
    } catch (error) {
      releaseSession();
      throw error;
    }
    let released = false;
    (request as CountedRequest)[RELEASE] = () => {
      if (released) return;
      released = true;
      releaseSession();
      releaseAccount?.();
    };
  }

  // The handler has finished (its answer or its error is being sent): the slots are free again. onSend runs
  // even when the client has gone away; onResponse is the fallback for a reply that never reached onSend.
  const release = async (request: FastifyRequest) => (request as CountedRequest)[RELEASE]?.();
  app.addHook('onSend', async (request, _reply, payload) => {
    await release(request);
    return payload;
  });
  app.addHook('onResponse', release);
});
