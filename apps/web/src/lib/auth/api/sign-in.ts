import type { SignInInput } from '@kalasetu/shared/accounts';
import { api } from '../../api-client';

export const signInWithEmail = (input: SignInInput) =>
  api<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });
