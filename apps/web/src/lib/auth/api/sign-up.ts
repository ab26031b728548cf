import { signUp } from '@kalasetu/shared/api/accounts';
import type { BodyOf } from '@kalasetu/shared/api/operation';
import { request } from '../../api-client';

/** Creates the account with its whole profile in one request; the server answers with the user and a session cookie. */
export const signUpRequest = (body: BodyOf<typeof signUp>) => request(signUp, { body });
