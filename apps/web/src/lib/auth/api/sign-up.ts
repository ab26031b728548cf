import type { SignUpData } from '@kalasetu/shared/accounts';
import type { MeResponse } from '@kalasetu/shared/profiles';
import { api } from '../../api-client';

/** Creates the account with its whole profile in one request; the server answers with the user and a session cookie. */
export const signUpRequest = (input: SignUpData) =>
  api<MeResponse>('/api/accounts/signup', { method: 'POST', body: input });
