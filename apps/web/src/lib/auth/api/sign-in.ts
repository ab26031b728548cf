import { signInWithEmail as signInOperation } from '@kalasetu/shared/api/accounts';
import type { BodyOf } from '@kalasetu/shared/api/operation';
import { request } from '../../api-client';

export const signInWithEmail = (body: BodyOf<typeof signInOperation>) => request(signInOperation, { body });
