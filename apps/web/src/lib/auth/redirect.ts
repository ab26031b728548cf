import { REDIRECT_AFTER_LOGIN_KEY } from '@kalasetu/shared/limits';
import type { Role } from '@kalasetu/shared/roles';

/** Remembers where a visitor was asked to sign in (for example, applying to a job) to return there afterwards. */
export function storeRedirectAfterLogin(path: string) {
  if (!path.startsWith('/') || path.startsWith('//')) return;
  try {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
  } catch {
    // storage unavailable: the role home will do
  }
}

export function takeRedirectAfterLogin(): string | null {
  try {
    const path = sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
    sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
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
