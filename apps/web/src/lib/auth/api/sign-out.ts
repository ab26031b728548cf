import { signOut } from '@kalasetu/shared/api/accounts';
import { request } from '../../api-client';

export const signOutRequest = () => request(signOut, { body: {} });
