import { useState } from 'react';
import type { Role } from '@kalasetu/shared/roles';
import { useAuth } from '../../../lib/auth/auth-provider';

/**
 * Who may see a dashboard: 'redirect' sends a visitor of another role (or signed out) to /signin. A user who signs
 * out while on the page gets 'leaving' instead, so the sign-out's own navigation (to the home page) wins.
 */
export function useDashboardAccess(role: Role) {
  const { user, isLoading } = useAuth();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  // Derived state, updated during render (React's documented pattern), so the first signed-out render knows.
  if (user && !wasSignedIn) setWasSignedIn(true);
  const state = isLoading
    ? 'loading'
    : user?.role === role
      ? 'allowed'
      : !user && wasSignedIn
        ? 'leaving'
        : 'redirect';
  return { user, state } as const;
}
