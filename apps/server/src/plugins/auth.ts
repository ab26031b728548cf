import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_RATE_LIMIT } from '@kalasetu/shared/limits';
import { isRole } from '@kalasetu/shared/roles';
import { passwordField } from '@kalasetu/shared/fields';
import { AppError } from '../lib/errors';
import type { Actor } from '../types/fastify';
import { findActorProfile } from '../modules/accounts/accounts.repository';
import { oauthRoleClearCookie } from '../modules/accounts/oauth-role';
import { createAuth, forward, SESSION_COOKIE_PREFIX, throwIfDatabaseDown, toHeaders } from './better-auth';

export { SESSION_COOKIE_PREFIX, toHeaders, type Auth } from './better-auth';

/** better-auth's session cookie; over HTTPS it carries the `__Secure-` prefix. */
export function sessionCookieName(publicUrl: string): string {
  return `${publicUrl.startsWith('https://') ? '__Secure-' : ''}${SESSION_COOKIE_PREFIX}.session_token`;
}

/**
 * `/api/auth/*` is one catch-all route handing requests to better-auth, so the OpenAPI document cannot list its
 * endpoints route by route; this tag describes the ones the web app uses.
 */
export const AUTH_OPENAPI_TAG = {
  name: 'auth',
  description: [
    'Sessions, handled by better-auth behind the catch-all route `/api/auth/*` (JSON bodies, cookie sessions).',
    'Endpoints the web app uses:',
    '`POST /api/auth/sign-in/email` {email, password};',
    '`POST /api/auth/sign-out`;',
    '`POST /api/auth/sign-in/social` {provider: "google", callbackURL, errorCallbackURL} → {url} to send the browser to',
    '(400 google_not_configured without GOOGLE_CLIENT_ID/SECRET; call `POST /api/accounts/oauth-role` first to sign up);',
    '`GET /api/auth/callback/google` (the provider returns here; an account is created only with a chosen role,',
    'otherwise the browser is sent to errorCallbackURL?error=role_required);',
    '`POST /api/auth/request-password-reset` {email} (same answer for every address; the link is mailed);',
    '`POST /api/auth/reset-password` {token, newPassword};',
    '`POST /api/auth/change-password` {currentPassword, newPassword, revokeOtherSessions};',
    '`GET /api/auth/get-session`.',
    "Sign-up is `POST /api/accounts/signup`; better-auth's own `/api/auth/sign-up/email` answers 404.",
    'Sign-in, sign-up and reset requests are rate-limited (429 with Retry-After).',
  ].join(' '),
};

function emailOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') {
    return body.email.trim().toLowerCase().slice(0, 254);
  }
  return null;
}

const SIGN_IN_SOCIAL = '/api/auth/sign-in/social';
const OAUTH_CALLBACK = '/api/auth/callback/';

function providerOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'provider' in body && typeof body.provider === 'string') {
    return body.provider;
  }
  return null;
}

export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorate('auth', createAuth({ db: app.db, config: app.config, mailer: app.mailer, log: app.log }));
  const secureCookies = app.config.publicUrl.startsWith('https://');

  /** Sign-in, sign-up and reset requests: counted per address and per account (see decision 007). */
  const limited = new Set(['/api/auth/sign-in/email', '/api/auth/request-password-reset']);
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const path = request.url.split('?')[0] ?? '';
      if (path === '/api/auth/sign-up/email') {
        throw new AppError(404, 'not_found', 'errors.notFound');
      }
      if (path === SIGN_IN_SOCIAL && providerOf(request.body) === 'google' && !app.config.google) {
        throw new AppError(400, 'google_not_configured', 'errors.googleNotConfigured');
      }
      if (limited.has(path)) {
        const { max, windowMs } = AUTH_RATE_LIMIT;
        await app.rateLimiter.consume(`${path}:ip:${request.ip}`, max, windowMs);
        const email = emailOf(request.body);
        if (email) await app.rateLimiter.consume(`${path}:email:${email}`, max, windowMs);
      }
      if (path === '/api/auth/change-password' || path === '/api/auth/reset-password') {
        // better-auth checks only the length; the marketplace's password rule applies to every new password.
        const newPassword = (request.body as { newPassword?: unknown } | undefined)?.newPassword;
        if (!passwordField.safeParse(newPassword).success) {
          throw new AppError(400, 'validation', 'errors.validation', {
            newPassword: 'validation.passwordRule',
          });
        }
      }
      if (path === '/api/auth/change-password' && request.body && typeof request.body === 'object') {
        // Whoever knew the old password may hold a session: a change always signs every other device out.
        return forward(app, request, reply, { ...request.body, revokeOtherSessions: true });
      }
      return forward(app, request, reply);
    },
  });

  // The chosen role is spent once the visitor is back from the identity provider, whatever the outcome.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(OAUTH_CALLBACK)) appendSetCookie(reply, [oauthRoleClearCookie(secureCookies)]);
    const renewed = (request as RequestWithSession).sessionCookies;
    if (renewed?.length) appendSetCookie(reply, renewed);
    return payload;
  });

  app.decorateRequest('getActor', function getActor(this: FastifyRequest) {
    const cache = this as RequestWithSession;
    cache.actorPromise ??= resolveActor(app, this);
    return cache.actorPromise;
  });
});

type RequestWithSession = FastifyRequest & {
  actorPromise?: Promise<Actor | null>;
  /** Set-Cookie headers better-auth produced while reading the session (renewal or removal). */
  sessionCookies?: string[];
};

function appendSetCookie(reply: FastifyReply, cookies: string[]) {
  const existing = reply.getHeader('set-cookie');
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...list, ...cookies]);
}

/**
 * Reading the session also renews it once better-auth's updateAge has passed (or removes an expired one); the
 * Set-Cookie that carries the new expiry goes out with whatever reply this request ends in.
 */
async function resolveActor(app: FastifyInstance, request: FastifyRequest): Promise<Actor | null> {
  if (!request.headers.cookie) return null;
  let result;
  try {
    result = await app.auth.api.getSession({ headers: toHeaders(request), returnHeaders: true });
  } catch (error) {
    await throwIfDatabaseDown(app);
    throw error;
  }
  const cookies = result.headers?.getSetCookie() ?? [];
  if (cookies.length) (request as RequestWithSession).sessionCookies = cookies;
  const session = result.response;
  if (!session) return null;
  const profile = await findActorProfile(app.db, session.user.id);
  if (!profile || !isRole(profile.role)) return null;
  return {
    userId: session.user.id,
    sessionId: session.session.id,
    role: profile.role,
    name: profile.name,
    email: session.user.email,
  };
}

/** The signed-in actor, or a 401. With roles, a 403 for anyone else. */
export async function requireActor(
  request: FastifyRequest,
  roles?: readonly Actor['role'][],
): Promise<Actor> {
  const actor = await request.getActor();
  if (!actor) throw new AppError(401, 'unauthenticated', 'errors.unauthenticated');
  if (roles && !roles.includes(actor.role)) throw new AppError(403, 'forbidden', 'errors.forbidden');
  return actor;
}
