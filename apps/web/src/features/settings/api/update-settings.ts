import { updateSettings as updateSettingsOperation } from '@kalasetu/shared/api/accounts';
import type { BodyOf } from '@kalasetu/shared/api/operation';
import { request } from '../../../lib/api-client';

/**
 * Saves Settings → Profile. A changed e-mail needs the current password and is only applied once the link mailed to
 * the new address is opened; the answer then names that address as `pendingEmail`.
 */
export const updateSettings = (body: BodyOf<typeof updateSettingsOperation>) =>
  request(updateSettingsOperation, { body });
