// The better-auth instance (createAuth) and the bridge from Fastify requests to its fetch-style handler (forward).
import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIndianPhone } from '@kalasetu/shared/fields';
import {
  PHONE_CODE_ALLOWED_ATTEMPTS,
  PHONE_CODE_EXPIRES_IN_SECONDS,
  PHONE_CODE_LENGTH,
  SESSION_EXPIRES_IN_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
  type Language,
} from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { serviceUnavailable } from '../lib/errors';
import { AUTH_BASE_PATH, type AuthEndpoint } from './auth-gate';
import { authDatabase, deleteUser, endResetLinks, insertOAuthProfile } from './better-auth.repository';
import type { Mailer } from '../lib/mailer';
import { languageFromCookieHeader, roleFromCookieHeader } from '../modules/accounts/oauth-role';
import { sendPasswordResetMail } from '../modules/accounts/password-reset-mail';
import {
  EMAIL_CONFIRM_LINK_TTL_SECONDS,
  sendEmailConfirmationMail,
} from '../modules/accounts/email-confirmation-mail';

export const SESSION_COOKIE_PREFIX = 'kalasetu';

/**
 * Set only by our own routes when they ask better-auth for a code (its endpoints are closed to the outside,
 * auth-gate.ts): the language to word the SMS in, and whether to send it at all (a sign-in code for a number no
 * account has is made the same way, so the answer is the same, but never sent).
 */
export const PHONE_CODE_LANGUAGE_HEADER = 'x-kalasetu-code-language';
export const PHONE_CODE_SEND_HEADER = 'x-kalasetu-code-send';

export type SendPhoneCode = (phoneNumber: string, code: string, lang: Language) => Promise<void>;

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
  sendPhoneCode: SendPhoneCode;
}) {
  const { db, config, mailer, log, sendPhoneCode } = deps;
  const google = googleProvider(config);
  return betterAuth({
    appName: 'KalaSetu',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    logger: { disabled: config.logLevel === 'silent', level: config.logLevel === 'debug' ? 'debug' : 'warn' },
    database: authDatabase(db),
    emailAndPassword: {
      enabled: true,
      // Sign-up goes through /api/accounts/signup, which stores the whole profile in one transaction.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The link used is spent by better-auth; every other one of the account ends with it.
      onPasswordReset: async ({ user }) => endResetLinks(db, user.id),
      // better-auth's own scrypt, named here so one place owns it: sign-in runs one derivation whether or not the
      // address has an account (better-auth hashes the typed password for an unknown one), so timing is equal.
      password: { hash: (password) => hashPassword(password), verify: (data) => verifyPassword(data) },
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
    // A new account's address is confirmed by a link (decision 326); sign-up (ours) asks for it.
    emailVerification: {
      expiresIn: EMAIL_CONFIRM_LINK_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        void sendEmailConfirmationMail({ db, mailer, user, url }).catch((error: unknown) =>
          log.error({ err: error }, 'e-mail confirmation mail failed'),
        );
      },
    },
    // E-mail changes are ours (modules/accounts/email-change.ts): password first, then a link to the new address.
    user: { changeEmail: { enabled: false } },
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
    plugins: [
      ...google.plugins,
      // One-time codes by SMS (decision 325): better-auth keeps the code, its expiry and its wrong tries.
      phoneNumber({
        otpLength: PHONE_CODE_LENGTH,
        expiresIn: PHONE_CODE_EXPIRES_IN_SECONDS,
        allowedAttempts: PHONE_CODE_ALLOWED_ATTEMPTS,
        phoneNumberValidator: (value) => normalizeIndianPhone(value) === value,
        sendOTP: ({ phoneNumber: number, code }, context) => {
          const headers = context?.headers;
          if (headers?.get(PHONE_CODE_SEND_HEADER) !== 'yes') return;
          const lang = (headers.get(PHONE_CODE_LANGUAGE_HEADER) ?? 'en') as Language;
          // Not awaited: a slow gateway must not make a known number answer slower than an unknown one.
          void sendPhoneCode(number, code, lang).catch((error: unknown) =>
            log.error({ err: error }, 'phone code SMS failed'),
          );
        },
      }),
    ],
    databaseHooks: {
      account: {
        update: {
          // A password change (the only update that sets a credential's password besides a reset) ends the
          // account's reset links too: a link mailed before the change must not undo it.
          after: async (account) => {
            if (account && typeof account === 'object' && 'password' in account && account.password) {
              await endResetLinks(db, account.userId);
            }
          },
        },
      },
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
              await insertOAuthProfile(db, {
                id: user.id,
                name: (user.name || user.email.split('@')[0] || 'User').slice(0, 120),
                role,
                avatarUrl: user.image ?? null,
                // The callback is a page load, not the app's request: the language the visitor browsed in is the
                // app's cookie (set whenever a language is chosen); without one they read the default, English.
                language: languageFromCookieHeader(context?.headers?.get('cookie')),
              });
            } catch (error) {
              // A user without a profile could never use the marketplace: undo it (its account row cascades).
              await deleteUser(db, user.id);
              throw error;
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export function toHeaders(request: FastifyRequest): Headers {
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

/**
 * better-auth logs a failed query and answers a bare 500 without the cause, so an outage would look like a bug.
 * A ping (fast: a refused connection fails at once, a silent one after the pool's connect timeout) tells them apart.
 */
export async function throwIfDatabaseDown(app: FastifyInstance): Promise<void> {
  if (!(await app.dbClient.ping())) throw serviceUnavailable();
}

export async function forward(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: AuthEndpoint,
  options: {
    body?: unknown;
    /** More Set-Cookie headers for a successful answer (the known-device mark after a sign-in). */
    cookiesOnSuccess?: () => string[];
  } = {},
) {
  const { body } = options;
  // Built from the endpoint the rules were checked on, never from the raw URL (decision 150).
  const url = new URL(`${AUTH_BASE_PATH}${endpoint.path}${endpoint.search}`, app.config.publicUrl);
  if (url.pathname !== `${AUTH_BASE_PATH}${endpoint.path}`) throw new Error('auth path changed in parsing');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const response = await app.auth.handler(
    new Request(url, {
      method: request.method,
      headers: toHeaders(request),
      body: hasBody ? JSON.stringify(body ?? request.body ?? {}) : undefined,
    }),
  );
  if (response.status >= 500) await throwIfDatabaseDown(app);
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (response.status < 300 && options.cookiesOnSuccess) cookies.push(...options.cookiesOnSuccess());
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
