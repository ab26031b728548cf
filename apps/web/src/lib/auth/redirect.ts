import { REDIRECT_AFTER_LOGIN_KEY } from '@kalasetu/shared/limits';
import type { Role } from '@kalasetu/shared/roles';

const HERE = 'https://kalasetu.invalid';

/**
 * `path` as a path on this site, or null. What the browser would read as another site (`//host`, `/\host`, a
 * scheme) is refused: `?next=` comes from the address bar, so anyone can write it.
 */
export function localPath(path: string): string | null {
  if (!path.startsWith('/')) return null;
  try {
    const url = new URL(path, HERE);
    return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Remembers where a visitor was asked to sign in (for example, applying to a job) to return there afterwards. */
export function storeRedirectAfterLogin(path: string) {
  const local = localPath(path);
  if (!local) return;
  try {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, local);
  } catch {
    // storage unavailable: the role home will do
  }
}

export function takeRedirectAfterLogin(): string | null {
  try {
    const path = sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
    sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
    return path ? localPath(path) : null;
  } catch {
    return null;
  }
}

/**
 * The page a sign-in link named in its address (`/signin?next=/jobs/7`): a plain link or form that works before the
 * app's code has run (the job page's Apply Now and Save) says where to come back to this way.
 */
export function storeRedirectFromAddress(search: string) {
  const next = new URLSearchParams(search).get('next');
  if (next) storeRedirectAfterLogin(next);
}

export function homeForRole(role: Role | null | undefined): string {
  if (role === 'admin') return '/admin';
  if (role === 'creator') return '/dashboard';
  if (role === 'enterprise') return '/enterprise-dashboard';
  return '/';
}

/** Stored path first, then the role's home, then `/`. */
export function destinationAfterLogin(role: Role | null | undefined): string {
  return takeRedirectAfterLogin() ?? homeForRole(role);
}
