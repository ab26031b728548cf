import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  AUTH_RATE_LIMIT,
  SESSION_EXPIRES_IN_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
} from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { isRole } from '@kalasetu/shared/roles';
import { passwordField } from '@kalasetu/shared/fields';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { profiles } from '../db/schema/profiles';
import { rateLimits } from '../db/schema/rate-limits';
import { sessions } from '../db/schema/sessions';
import { users } from '../db/schema/users';
import { verifications } from '../db/schema/verifications';
import { AppError } from '../lib/errors';
import type { Mailer } from '../lib/mailer';
import type { Actor } from '../types/fastify';
import { oauthRoleClearCookie, roleFromCookieHeader } from '../modules/accounts/oauth-role';
import { sendPasswordResetMail } from '../modules/accounts/password-reset-mail';

export const SESSION_COOKIE_PREFIX = 'kalasetu';

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

/** Google through its OpenID discovery document, or the built-in provider when no discovery URL is configured. */
function googleProvider(config: AppConfig) {
  const google = config.google;
  if (!google) return { socialProviders: {}, plugins: [] };
  if (google.discoveryUrl) {
    // Same provider id, endpoints and callback path as the built-in one; only the identity provider differs.
    return {
      socialProviders: {},
      plugins: [
        genericOAuth({
          config: [
            {
              providerId: 'google',
              name: 'Google',
              discoveryUrl: google.discoveryUrl,
              clientId: google.clientId,
              clientSecret: google.clientSecret,
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
              prompt: 'select_account',
            },
          ],
        }),
      ],
    };
  }
  return {
    socialProviders: {
      google: {
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        prompt: 'select_account' as const,
      },
    },
    plugins: [],
  };
}

export function createAuth(deps: {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { db, config, mailer, log } = deps;
  const google = googleProvider(config);
  return betterAuth({
    appName: 'KalaSetu',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    logger: { disabled: config.logLevel === 'silent', level: config.logLevel === 'debug' ? 'debug' : 'warn' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Sign-up goes through /api/accounts/signup, which stores the whole profile in one transaction.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        // Not awaited: a slow SMTP server must not make known addresses answer slower than unknown ones.
        void sendPasswordResetMail({
          mailer,
          config,
          user,
          token,
          acceptLanguage: request?.headers.get('accept-language'),
        }).catch((error: unknown) => log.error({ err: error }, 'password reset mail failed'));
      },
    },
    user: { changeEmail: { enabled: true, updateEmailWithoutVerification: true } },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // No cookie cache: a revoked session (sign-out, password change, deleted user) is refused at once.
      cookieCache: { enabled: false },
    },
    // Our own limiter (plugins/rate-limit.ts) counts per address and per account; better-auth's counts per address only.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [] },
    },
    socialProviders: google.socialProviders,
    plugins: google.plugins,
    databaseHooks: {
      user: {
        create: {
          // Only OAuth creates users through better-auth (email sign-up is /api/accounts/signup), and only with
          // the role the visitor chose before leaving: no chosen role, no account; admin can never be chosen.
          before: async (_user, context) => {
            if (!roleFromCookieHeader(context?.headers?.get('cookie'), config.authSecret)) {
              throw new APIError('BAD_REQUEST', {
                code: 'role_required',
                message: 'Choose creator or enterprise before signing up with Google',
              });
            }
          },
          after: async (user, context) => {
            const role = roleFromCookieHeader(context?.headers?.get('cookie'), config.authSecret);
            try {
              if (!role) throw new Error('OAuth user created without a chosen role');
              await db.insert(profiles).values({
                id: user.id,
                name: (user.name || user.email.split('@')[0] || 'User').slice(0, 120),
                role,
                avatarUrl: user.image ?? null,
              });
            } catch (error) {
              // A user without a profile could never use the marketplace: undo it (its account row cascades).
              await db.delete(users).where(eq(users.id, user.id));
              throw error;
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, String(value));
  }
  return headers;
}

/** better-auth error codes → our i18n keys, so sign-in failures read the same in every language. */
const AUTH_ERROR_KEYS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'errors.invalidCredentials',
  INVALID_PASSWORD: 'errors.wrongPassword',
  INVALID_TOKEN: 'errors.resetTokenInvalid',
  PASSWORD_TOO_SHORT: 'validation.passwordRule',
  PASSWORD_TOO_LONG: 'validation.tooLong',
  USER_ALREADY_EXISTS: 'errors.emailTaken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'errors.emailTaken',
  INVALID_EMAIL: 'validation.emailInvalid',
  FAILED_TO_GET_SESSION: 'errors.unauthenticated',
  SESSION_EXPIRED: 'errors.unauthenticated',
};

async function forward(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body?: unknown) {
  const url = new URL(request.url, app.config.publicUrl);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const response = await app.auth.handler(
    new Request(url, {
      method: request.method,
      headers: toHeaders(request),
      body: hasBody ? JSON.stringify(body ?? request.body ?? {}) : undefined,
    }),
  );
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    let code = 'auth_error';
    try {
      code = (JSON.parse(text) as { code?: string }).code ?? code;
    } catch {
      // not JSON: keep the generic code
    }
    const key =
      AUTH_ERROR_KEYS[code] ?? (response.status === 401 ? 'errors.unauthenticated' : 'errors.validation');
    reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send({ error: { code: code.toLowerCase(), message: translate(request.lang, key) } });
  }
  return reply.send(text || null);
}

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
  const result = await app.auth.api.getSession({ headers: toHeaders(request), returnHeaders: true });
  const cookies = result.headers?.getSetCookie() ?? [];
  if (cookies.length) (request as RequestWithSession).sessionCookies = cookies;
  const session = result.response;
  if (!session) return null;
  const [profile] = await app.db
    .select({ role: profiles.role, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, session.user.id))
    .limit(1);
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

export { toHeaders };
