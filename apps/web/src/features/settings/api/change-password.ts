import { changePassword as changePasswordOperation } from '@kalasetu/shared/api/accounts';
import { request } from '../../../lib/api-client';

/** Other sessions of the account end, so a password changed after a leak locks out whoever had it. */
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  request(changePasswordOperation, { body: { ...input, revokeOtherSessions: true } });
