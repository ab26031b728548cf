import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { SignInInput } from '@kalasetu/shared/accounts';
import type { Me } from '@kalasetu/shared/profiles';
import { meQueryKey, meQueryOptions, useMe } from './api/get-me';
import { signInWithEmail } from './api/sign-in';
import { signOutRequest } from './api/sign-out';

interface AuthContextValue {
  user: Me | null;
  isLoading: boolean;
  signIn(input: SignInInput): Promise<Me | null>;
  signOut(): Promise<void>;
  /** Re-reads the profile from the server (after settings, onboarding, a role change). */
  refresh(): Promise<Me | null>;
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

  const signOut = useCallback(async () => {
    await signOutRequest();
    queryClient.setQueryData(meQueryKey, { user: null });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user: me.data?.user ?? null, isLoading: me.isPending, signIn, signOut, refresh }),
    [me.data, me.isPending, signIn, signOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
