// Conversations, who may be written to, a thread, sending.
import type * as messaging from '../messaging';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof messaging> = defineOperation;

export const listConversations = operation('GET', '/api/messages/conversations', {
  response: 'conversationsResponseSchema',
});
export const listRecipients = operation('GET', '/api/messages/recipients', {
  response: 'recipientsResponseSchema',
});
export const getThread = operation('GET', '/api/messages/with/:id', { response: 'threadResponseSchema' });
export const sendMessage = operation('POST', '/api/messages', {
  body: 'sendMessageSchema',
  response: 'messageResponseSchema',
});
