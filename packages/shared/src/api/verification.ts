// Verification with evidence (decision 327): a person's own request, and the admins' queue.
import type * as verification from '../verification';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof verification> = defineOperation;

export const getMyVerification = operation('GET', '/api/me/verification', {
  response: 'myVerificationResponseSchema',
});
export const sendBusinessEvidence = operation('POST', '/api/me/verification', {
  body: 'businessEvidenceSchema',
  response: 'verificationSubmittedSchema',
});
export const sendIdentityEvidence = operation('POST', '/api/me/verification/identity', {
  multipart: true,
  response: 'verificationSubmittedSchema',
});
export const getVerificationQueue = operation('GET', '/api/admin/verifications', {
  query: 'adminVerificationsQuerySchema',
  response: 'adminVerificationsResponseSchema',
});
export const decideVerification = operation('POST', '/api/admin/verifications/:id/decision', {
  body: 'verificationDecisionSchema',
  response: 'verificationDecisionResponseSchema',
});
