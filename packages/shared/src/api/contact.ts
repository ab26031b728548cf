// The contact form, the operator's numbers, and the admins' inbox.
import type * as contact from '../contact';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof contact> = defineOperation;

export const sendContactMessage = operation('POST', '/api/contact', {
  body: 'contactMessageSchema',
  response: 'contactSentResponseSchema',
});
export const getSupportContact = operation('GET', '/api/contact/details', {
  response: 'supportContactSchema',
});
export const listContactMessages = operation('GET', '/api/admin/contact-messages', {
  query: 'contactMessagesQuerySchema',
  response: 'contactMessageListSchema',
});
export const markContactMessage = operation('PATCH', '/api/admin/contact-messages/:id', {
  body: 'contactMessageUpdateSchema',
  response: 'storedContactMessageSchema',
});
