// What the better-auth catch-all lets through, and under which limits: one canonical endpoint name per request,
// computed once, used by every rule and by the forwarding itself (decision 150).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_ADDRESS_RATE_LIMIT,
  AUTH_RATE_LIMIT,
  KNOWN_DEVICE_COOKIE_MAX_AGE_SECONDS,
  PASSWORD_CHECK_RATE_LIMIT,
} from '@kalasetu/shared/limits';
import { AppError } from '../lib/errors';
import { addressBudgetKey } from '../lib/address-budget';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * The only spelling of an auth path we forward: lower-case segments of letters, digits and hyphens. No dot segment,
 * percent-escape, empty segment, backslash, semicolon or fragment can survive it, so the path the rules read is
 * byte for byte the path better-auth routes (`new URL()` leaves such a path unchanged).
 */
const CANONICAL_AUTH_PATH = /^\/api\/auth((?:\/[a-z0-9-]+)+)$/;

/** better-auth endpoints the product uses, by method; every other one answers 404 (decision 150). */
const ALLOWED: Record<string, ReadonlySet<string>> = {
  // `/verify-email`: the link mailed to confirm a new account's address (decision 326).
  GET: new Set(['/get-session', '/list-sessions', '/callback/google', '/error', '/verify-email']),
  HEAD: new Set(['/get-session']),
  POST: new Set([
    '/sign-in/email',
    '/sign-in/social',
    '/callback/google',
    '/sign-out',
    '/request-password-reset',
    '/reset-password',
    '/change-password',
    '/change-email',
    '/update-user',
    '/revoke-session',
    '/revoke-sessions',
    '/revoke-other-sessions',
  ]),
};

/** Whether the product offers `endpoint` (inside the base path) for `method`. */
export const offersAuthEndpoint = (method: string, endpoint: string) =>
  ALLOWED[method]?.has(endpoint) ?? false;

export interface AuthEndpoint {
  /** The endpoint inside better-auth's base path, e.g. `/sign-in/email`. */
  path: string;
  /** The query string as sent, with its `?`, or ''. */
  search: string;
}

/** The endpoint a request names, or a 400 for any other spelling of it and a 404 for an endpoint we do not offer. */
export function authEndpointOf(request: FastifyRequest): AuthEndpoint {
  const raw = request.url;
  const queryAt = raw.indexOf('?');
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const match = CANONICAL_AUTH_PATH.exec(path);
  if (!match?.[1]) throw new AppError(400, 'non_canonical_path', 'errors.nonCanonicalPath');
  const endpoint = match[1];
  // The sign-up endpoint is closed on purpose: sign-up is /api/accounts/signup (one transaction with the profile).
  if (!offersAuthEndpoint(request.method, endpoint)) throw new AppError(404, 'not_found', 'errors.notFound');
  return { path: endpoint, search: queryAt === -1 ? '' : raw.slice(queryAt) };
}

/** Endpoints counted per address and per account before they run. */
export const LIMITED_ENDPOINTS = new Set(['/sign-in/email', '/request-password-reset']);

export const KNOWN_DEVICE_COOKIE = 'kalasetu_device';

/** The known-device mark for one account: only this server can make it, and it names no one in clear. */
function deviceMark(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`known-device:${email}`).digest('base64url');
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Whether this browser signed in to `email` before. Computed the same way for every address, known or not, so the
 * answer costs the same time either way.
 */
export function isKnownDevice(request: FastifyRequest, secret: string, email: string): boolean {
  const expected = Buffer.from(deviceMark(secret, email));
  const sent = Buffer.from(cookieValue(request.headers.cookie, KNOWN_DEVICE_COOKIE) ?? '');
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

export function knownDeviceSetCookie(secret: string, email: string, secure: boolean): string {
  return [
    `${KNOWN_DEVICE_COOKIE}=${deviceMark(secret, email)}`,
    `Path=${AUTH_BASE_PATH}`,
    `Max-Age=${KNOWN_DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Sign-in and reset requests: generous per address (a carrier's shared address carries many honest people), strict
 * per account. A browser that signed in to the account before counts in its own bucket, so a stranger spending the
 * account's attempts never locks its owner out (decision 152).
 */
export async function consumeAuthLimits(
  app: FastifyInstance,
  request: FastifyRequest,
  endpoint: string,
  email: string | null,
) {
  const address = AUTH_ADDRESS_RATE_LIMIT;
  await app.rateLimiter.consume(
    `${endpoint}:ip:${addressBudgetKey(request.ip)}`,
    address.max,
    address.windowMs,
  );
  if (!email) return;
  const known = isKnownDevice(request, app.config.authSecret, email);
  const bucket = known ? 'known' : 'email';
  await app.rateLimiter.consume(
    `${endpoint}:${bucket}:${email}`,
    AUTH_RATE_LIMIT.max,
    AUTH_RATE_LIMIT.windowMs,
  );
}

/** Every check of an account's current password, whichever endpoint asks (decision 151). */
export async function consumePasswordCheck(app: FastifyInstance, userId: string) {
  const { max, windowMs } = PASSWORD_CHECK_RATE_LIMIT;
  await app.rateLimiter.consume(`password-check:user:${userId}`, max, windowMs);
}
