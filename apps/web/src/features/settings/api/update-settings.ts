import type { SettingsInput } from '@kalasetu/shared/accounts';
import type { MeResponse } from '@kalasetu/shared/profiles';
import { api } from '../../../lib/api-client';

/** Saves Settings → Profile; a changed e-mail goes through the auth layer on the server. Returns the fresh profile. */
export const updateSettings = (
  input: Partial<SettingsInput> & Pick<SettingsInput, 'name' | 'email' | 'location'>,
) => api<MeResponse>('/api/me/settings', { method: 'PATCH', body: input });
