import { api } from '../../../lib/api-client';

/** Other sessions of the account end, so a password changed after a leak locks out whoever had it. */
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  api<unknown>('/api/auth/change-password', {
    method: 'POST',
    body: { ...input, revokeOtherSessions: true },
  });
