import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@kalasetu/shared/limits';
import { SELF_SERVICE_ROLES, type SelfServiceRole } from '@kalasetu/shared/roles';

/**
 * The role a visitor chose before leaving for Google travels in this cookie and comes back with the OAuth
 * callback. It is signed (a visitor cannot forge "admin"), httpOnly, and lives only as long as one sign-up takes.
 */
export const OAUTH_ROLE_COOKIE = 'kalasetu.oauth_role';
export const OAUTH_ROLE_MAX_AGE_SECONDS = 10 * 60;
/** Sent only to better-auth's endpoints, where the callback reads it. */
const COOKIE_PATH = '/api/auth';

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`oauth-role:${payload}`).digest('base64url');
}

function isSelfServiceRole(value: string): value is SelfServiceRole {
  return (SELF_SERVICE_ROLES as readonly string[]).includes(value);
}

export function signOAuthRole(role: SelfServiceRole, secret: string, now = Date.now()): string {
  const payload = `${role}.${now + OAUTH_ROLE_MAX_AGE_SECONDS * 1000}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The role in a cookie value, or null when it is missing, forged, expired or not a self-service role. */
export function verifyOAuthRole(value: string, secret: string, now = Date.now()): SelfServiceRole | null {
  const [role, expires, mac] = value.split('.');
  if (!role || !expires || !mac || !isSelfServiceRole(role)) return null;
  const expected = Buffer.from(signature(secret, `${role}.${expires}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!(Number(expires) > now)) return null;
  return role;
}

export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function roleFromCookieHeader(
  header: string | null | undefined,
  secret: string,
): SelfServiceRole | null {
  const value = readCookie(header, OAUTH_ROLE_COOKIE);
  return value ? verifyOAuthRole(value, secret) : null;
}

/** The language the web app keeps in its cookie, or the default when there is none. */
export function languageFromCookieHeader(header: string | null | undefined): Language {
  const value = readCookie(header, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function oauthRoleSetCookie(value: string, secure: boolean): string {
  return [
    `${OAUTH_ROLE_COOKIE}=${encodeURIComponent(value)}`,
    `Max-Age=${OAUTH_ROLE_MAX_AGE_SECONDS}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    // Lax: the cookie must ride along the top-level GET that brings the visitor back from Google.
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function oauthRoleClearCookie(secure: boolean): string {
  return [
    `${OAUTH_ROLE_COOKIE}=`,
    'Max-Age=0',
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
