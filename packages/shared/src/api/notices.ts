// Which channels (e-mail, WhatsApp, SMS, browser push) carry which notices to the signed-in person.
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
export const getPushKey = operation('GET', '/api/push/key', { response: 'pushKeyResponseSchema' });
export const subscribePush = operation('POST', '/api/me/push-subscriptions', {
  body: 'pushSubscriptionSchema',
  response: 'noticePreferencesResponseSchema',
});
export const unsubscribePush = operation('POST', '/api/me/push-subscriptions/remove', {
  body: 'pushUnsubscribeSchema',
  response: 'noticePreferencesResponseSchema',
});
