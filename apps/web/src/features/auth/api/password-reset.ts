import {
  requestPasswordReset as requestPasswordResetOperation,
  resetPassword as resetPasswordOperation,
} from '@kalasetu/shared/api/accounts';
import { request } from '../../../lib/api-client';

/** Always answers alike, so the reply never tells whether an account exists for the address. */
export const requestPasswordReset = (email: string) =>
  request(requestPasswordResetOperation, { body: { email, redirectTo: '/reset-password' } });

export const resetPassword = (body: { token: string; newPassword: string }) =>
  request(resetPasswordOperation, { body });
