import type { SettingsInput, SettingsResponse } from '@kalasetu/shared/accounts';
import { api } from '../../../lib/api-client';

/**
 * Saves Settings → Profile. A changed e-mail needs the current password and is only applied once the link mailed to
 * the new address is opened; the answer then names that address as `pendingEmail`.
 */
export const updateSettings = (
  input: Partial<SettingsInput> &
    Pick<SettingsInput, 'name' | 'email' | 'location'> & { currentPassword?: string },
) => api<SettingsResponse>('/api/me/settings', { method: 'PATCH', body: input });
