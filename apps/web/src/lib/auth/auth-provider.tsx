import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { SignInInput, SignUpData } from '@kalasetu/shared/accounts';
import type { Me } from '@kalasetu/shared/profiles';
import { meQueryKey, meQueryOptions, useMe } from './api/get-me';
import { signInWithEmail } from './api/sign-in';
import { signOutRequest } from './api/sign-out';
import { signUpRequest } from './api/sign-up';

interface AuthContextValue {
  user: Me | null;
  isLoading: boolean;
  signIn(input: SignInInput): Promise<Me | null>;
  /** Creates the account (the server signs it in at once) and returns the new user. */
  signUp(input: SignUpData): Promise<Me>;
  signOut(): Promise<void>;
  /** Replaces the held user with a fresher copy the server returned (settings, onboarding answer with it). */
  setUser(user: Me): void;
  /** Re-reads the profile from the server (after settings, onboarding, a role change). */
  refresh(): Promise<Me | null>;
}

/** The sign-up reply always carries the user; a missing one is a server fault ('Could not retrieve user information'). */
export class MissingUserError extends Error {
  constructor() {
    super('Could not retrieve user information');
    this.name = 'MissingUserError';
  }
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Who is looking: another account, or the same account with another role, sees other answers. */
const viewerOf = (user: Me | null | undefined) => (user ? `${user.id}:${user.role}` : 'anonymous');
/**
 * `me` and the answers marked `meta: { sameForEveryone: true }` (what the server offers, asked before anyone signs
 * in) survive a change of viewer: resetting those would put a page that waits for them back into its loading state
 * in the middle of the sign-up it is finishing.
 */
const dependsOnViewer = (query: Query) =>
  query.queryKey[0] !== meQueryKey[0] && query.meta?.sameForEveryone !== true;

/**
 * Almost every answer depends on who asks (a job says whether *you* applied, a dashboard lists *your* things), so
 * when the viewer changes every cached answer that depends on the viewer is reset: synchronously, before the next screen renders,
 * so a page reached after sign-in never shows what the previous viewer saw. Shown queries fetch again at once;
 * the others on their next use. Fetches under way for the previous viewer are cancelled by the reset.
 */
function forgetViewerData(queryClient: QueryClient) {
  void queryClient.resetQueries({ predicate: dependsOnViewer });
}

/** The one place that holds the signed-in user. The session is an httpOnly cookie that the server renews while used. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useMe();
  // The viewer whose answers the cache holds; null until the first answer about who is signed in.
  const cachedViewer = useRef<string | null>(null);

  /** Resets the viewer's answers unless the cache is known to hold answers for `user`. */
  const adoptViewer = useCallback(
    (user: Me | null) => {
      const next = viewerOf(user);
      if (cachedViewer.current !== next) forgetViewerData(queryClient);
      cachedViewer.current = next;
    },
    [queryClient],
  );

  // Any other way the viewer changes (a session that ended, another tab signing out, a role change on refresh).
  const currentUser = me.data?.user;
  useEffect(() => {
    if (currentUser === undefined) return;
    // The first answer describes whom the page's data was fetched for.
    if (cachedViewer.current === null) cachedViewer.current = viewerOf(currentUser);
    else adoptViewer(currentUser);
  }, [currentUser, adoptViewer]);

  const refresh = useCallback(async () => {
    const data = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    adoptViewer(data.user);
    return data.user;
  }, [queryClient, adoptViewer]);

  const signIn = useCallback(
    async (input: SignInInput) => {
      await signInWithEmail(input);
      return refresh();
    },
    [refresh],
  );

  const signUp = useCallback(
    async (input: SignUpData) => {
      const { user } = await signUpRequest(input);
      if (!user) throw new MissingUserError();
      queryClient.setQueryData(meQueryKey, { user });
      adoptViewer(user);
      return user;
    },
    [queryClient, adoptViewer],
  );

  const setUser = useCallback(
    (user: Me) => {
      queryClient.setQueryData(meQueryKey, { user });
      adoptViewer(user);
    },
    [queryClient, adoptViewer],
  );

  const signOut = useCallback(async () => {
    await signOutRequest();
    queryClient.setQueryData(meQueryKey, { user: null });
    // Nothing of the signed-out account stays, even when the page held no answer about who was signed in.
    cachedViewer.current = viewerOf(null);
    queryClient.removeQueries({ predicate: dependsOnViewer });
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: me.data?.user ?? null,
      isLoading: me.isPending,
      signIn,
      signUp,
      signOut,
      setUser,
      refresh,
    }),
    [me.data, me.isPending, signIn, signUp, signOut, setUser, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
