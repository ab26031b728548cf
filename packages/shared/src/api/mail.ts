import type * as mailSettings from '../mail-settings';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof mailSettings> = defineOperation;

/** Which mails the signed-in user gets, and their job alerts. */
export const getMailSettings = operation('GET', '/api/me/mail-settings', {
  response: 'mailSettingsResponseSchema',
});
export const updateMailSettings = operation('PUT', '/api/me/mail-settings', {
  body: 'mailSettingsSchema',
  response: 'mailSettingsResponseSchema',
});
