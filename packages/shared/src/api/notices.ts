// Which channels (e-mail, WhatsApp, SMS) carry which notices to the signed-in person.
import type * as notices from '../notices';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof notices> = defineOperation;

export const getNoticePreferences = operation('GET', '/api/me/notice-preferences', {
  response: 'noticePreferencesResponseSchema',
});
export const saveNoticeChoices = operation('PUT', '/api/me/notice-preferences/choices', {
  body: 'saveNoticeChoicesSchema',
  response: 'noticePreferencesResponseSchema',
});
export const setChannelOptIn = operation('PUT', '/api/me/notice-preferences/channels/:channel', {
  body: 'channelConsentSchema',
  response: 'noticePreferencesResponseSchema',
});
