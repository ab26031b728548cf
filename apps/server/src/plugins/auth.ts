import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { changeEmailRequestSchema } from '@kalasetu/shared/accounts';
import { isRole } from '@kalasetu/shared/roles';
import { passwordField } from '@kalasetu/shared/fields';
import { AppError } from '../lib/errors';
import { requireRole } from '../lib/authorization';
import type { Actor } from '../types/fastify';
import { findActorProfile } from '../modules/accounts/accounts.repository';
import { oauthRoleClearCookie } from '../modules/accounts/oauth-role';
import { checkEmailChange, startEmailChange } from '../modules/accounts/email-change';
import { sendPhoneCodeSms } from '../modules/accounts/phone-code-sms';
import { parseOrThrow } from '../lib/parse';
import {
  authEndpointOf,
  consumeAuthLimits,
  consumePasswordCheck,
  knownDeviceSetCookie,
  LIMITED_ENDPOINTS,
} from './auth-gate';
import { createAuth, forward, SESSION_COOKIE_PREFIX, throwIfDatabaseDown, toHeaders } from './better-auth';
import { ASK_BETTER_AUTH, quickActor, sessionRulesOf, type SessionRules } from './session-lookup';

export type { Auth } from './better-auth';

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
    '`POST /api/auth/change-email` {newEmail, currentPassword} (ours: nothing changes until the link mailed to the',
    'new address is opened; answers {status, pendingEmail});',
    '`GET /api/auth/get-session`.',
    "Sign-up is `POST /api/accounts/signup`; better-auth's own `/api/auth/sign-up/email` answers 404.",
    'Sign-in, sign-up and reset requests are rate-limited (429 with Retry-After), and so are checks of the current password.',
    'Only these spellings are accepted: any other (dot segments, percent-escapes, doubled slashes) answers 400',
    'non_canonical_path, and better-auth endpoints not listed here answer 404.',
  ].join(' '),
};

function emailOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') {
    return body.email.trim().toLowerCase().slice(0, 254);
  }
  return null;
}

const SIGN_IN_SOCIAL = '/sign-in/social';
const OAUTH_CALLBACK = '/api/auth/callback/';

function providerOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'provider' in body && typeof body.provider === 'string') {
    return body.provider;
  }
  return null;
}

export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorate(
    'auth',
    createAuth({
      db: app.db,
      config: app.config,
      mailer: app.mailer,
      log: app.log,
      sendPhoneCode: (phoneNumber, code, lang) =>
        sendPhoneCodeSms({
          channels: app.channels,
          publicUrl: app.config.publicUrl,
          log: app.log,
          phoneNumber,
          code,
          lang,
        }),
    }),
  );
  const secureCookies = app.config.publicUrl.startsWith('https://');
  const sessionRules = await sessionRulesOf(app);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      // One canonical endpoint for every rule below and for the request better-auth receives (decision 150).
      const endpoint = authEndpointOf(request);
      const path = endpoint.path;
      if (path === SIGN_IN_SOCIAL && providerOf(request.body) === 'google' && !app.config.google) {
        throw new AppError(400, 'google_not_configured', 'errors.googleNotConfigured');
      }
      if (path === '/change-password' || path === '/reset-password') {
        // better-auth checks only the length; the marketplace's password rule applies to every new password.
        const newPassword = (request.body as { newPassword?: unknown } | undefined)?.newPassword;
        if (!passwordField.safeParse(newPassword).success) {
          throw new AppError(400, 'validation', 'errors.validation', {
            newPassword: 'validation.passwordRule',
          });
        }
      }
      if (path === '/change-email') {
        // Our own flow: the current password (or a fresh Google sign-in), then a link to the new address (decision 153).
        const actor = await requireActor(request);
        const input = parseOrThrow(changeEmailRequestSchema, request.body);
        await checkEmailChange(app, actor, input.newEmail, input.currentPassword);
        return { status: true, pendingEmail: await startEmailChange(app, actor, input.newEmail) };
      }
      const email = LIMITED_ENDPOINTS.has(path) ? emailOf(request.body) : null;
      if (LIMITED_ENDPOINTS.has(path)) await consumeAuthLimits(app, request, path, email);
      if (path === '/change-password' && request.body && typeof request.body === 'object') {
        const actor = await requireActor(request);
        await consumePasswordCheck(app, actor.userId);
        // Whoever knew the old password may hold a session: a change always signs every other device out.
        const body = { ...request.body, revokeOtherSessions: true };
        return forward(app, request, reply, endpoint, { body });
      }
      return forward(app, request, reply, endpoint, {
        // A browser that signs in is remembered as the account's: the strict count it meets is its own (decision 152).
        cookiesOnSuccess:
          path === '/sign-in/email' && email
            ? () => [knownDeviceSetCookie(app.config.authSecret, email, secureCookies)]
            : undefined,
      });
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
    cache.actorPromise ??= resolveActor(app, this, sessionRules);
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
 * Set-Cookie that carries the new expiry goes out with whatever reply this request ends in. The common case, a
 * session neither expired nor due for renewal, is read in one query (plugins/session-lookup.ts).
 */
async function resolveActor(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: SessionRules,
): Promise<Actor | null> {
  if (!request.headers.cookie) return null;
  let result;
  try {
    const quick = await quickActor(app, request, rules);
    if (quick !== ASK_BETTER_AUTH) return quick;
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

/**
 * The signed-in actor, or a 401. With roles, a 403 for anyone else before the body is read; the service still checks
 * (lib/authorization.ts), since the rule lives there.
 */
export async function requireActor(
  request: FastifyRequest,
  roles?: readonly Actor['role'][],
): Promise<Actor> {
  const actor = await request.getActor();
  if (!actor) throw new AppError(401, 'unauthenticated', 'errors.unauthenticated');
  if (roles) requireRole(actor, roles);
  return actor;
}
