import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/** Methods that change nothing: every other one is a write (CSRF here, an account's writes in account-writes.ts). */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages. The check covers every unsafe request whatever its
 * path looks like: the router decodes `/%61pi/…` into an API route, so a test of the raw URL was stepped around;
 * no page of ours posts anywhere but the API, so nothing is lost. Browsers send Origin on
 * every cross-site POST (and Sec-Fetch-Site where Origin is absent); a request carrying neither is not from a
 * browser and cannot ride a victim's cookies. SameSite=Lax cookies are the second line.
 */
export default fp(async function csrf(app: FastifyInstance) {
  const trusted = new Set(app.config.trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      const sameHost =
        request.headers.host &&
        (origin === `http://${request.headers.host}` || origin === `https://${request.headers.host}`);
      if (trusted.has(origin) || sameHost) return;
      throw new AppError(403, 'csrf', 'errors.csrf');
    }
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') throw new AppError(403, 'csrf', 'errors.csrf');
  });
});
