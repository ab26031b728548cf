import { api } from '../../../lib/api-client';

/** Always answers alike, so the reply never tells whether an account exists for the address. */
export const requestPasswordReset = (email: string) =>
  api<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: '/reset-password' },
  });

export const resetPassword = (input: { token: string; newPassword: string }) =>
  api<unknown>('/api/auth/reset-password', { method: 'POST', body: input });
