import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
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

/** The one place that holds the signed-in user. The session is an httpOnly cookie that the server renews while used. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useMe();

  const refresh = useCallback(async () => {
    const data = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    return data.user;
  }, [queryClient]);

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
      return user;
    },
    [queryClient],
  );

  const setUser = useCallback(
    (user: Me) => {
      queryClient.setQueryData(meQueryKey, { user });
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    await signOutRequest();
    queryClient.setQueryData(meQueryKey, { user: null });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
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
