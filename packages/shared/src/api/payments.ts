// Work agreements, delivery, UPI and online payments, disputes and their evidence, invoices, next steps.
import type * as http from '../http';
import type * as invoices from '../invoices';
import type * as payments from '../payments';
import type * as gateway from '../payments-gateway';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof payments & typeof invoices & typeof gateway & typeof http> =
  defineOperation;

// Agreements and their terms.
export const listMyAgreements = operation('GET', '/api/agreements', {
  response: 'myAgreementsResponseSchema',
});
export const getAgreement = operation('GET', '/api/jobs/:id/agreement', {
  response: 'agreementResponseSchema',
});
export const sendTerms = operation('PUT', '/api/jobs/:id/agreement', {
  body: 'agreementTermsSchema',
  response: 'agreementResponseSchema',
});
export const acceptAgreement = operation('POST', '/api/jobs/:id/agreement/accept', {
  body: 'acceptAgreementSchema',
  response: 'agreementResponseSchema',
});
export const requestTermsChange = operation('POST', '/api/jobs/:id/agreement/request-change', {
  body: 'changeRequestSchema',
  response: 'agreementResponseSchema',
});

// A part's delivery and review.
export const deliverPart = operation('POST', '/api/milestones/:id/deliver', {
  body: 'deliverySchema',
  response: 'agreementResponseSchema',
});
export const approvePart = operation('POST', '/api/milestones/:id/approve', {
  body: 'shownAmountSchema',
  response: 'agreementResponseSchema',
});
export const requestPartChanges = operation('POST', '/api/milestones/:id/request-changes', {
  body: 'reviewNoteSchema',
  response: 'agreementResponseSchema',
});
export const uploadDeliveryFile = operation('POST', '/api/milestones/:id/files', {
  multipart: true,
  response: 'agreementResponseSchema',
});
export const removeDeliveryFile = operation('DELETE', '/api/milestones/:id/files/:fileId', {
  response: 'agreementResponseSchema',
});

// UPI payments and disputes.
export const recordPayment = operation('POST', '/api/milestones/:id/payment', {
  body: 'recordPaymentSchema',
  response: 'agreementResponseSchema',
});
export const confirmPayment = operation('POST', '/api/payments/:id/confirm', {
  body: 'shownAmountSchema',
  response: 'agreementResponseSchema',
});
export const disputePayment = operation('POST', '/api/payments/:id/dispute', {
  body: 'disputeSchema',
  response: 'agreementResponseSchema',
});
export const getDispute = operation('GET', '/api/payments/:id/dispute', {
  response: 'disputeResponseSchema',
});
export const addEvidenceNote = operation('POST', '/api/payments/:id/evidence', {
  body: 'disputeEvidenceNoteSchema',
  response: 'disputeResponseSchema',
});
export const uploadEvidenceFile = operation('POST', '/api/payments/:id/evidence/files', {
  multipart: true,
  response: 'disputeResponseSchema',
});
export const getPayout = operation('GET', '/api/me/payout', { response: 'payoutVpaResponseSchema' });
export const setPayout = operation('PUT', '/api/me/payout', {
  body: 'payoutVpaSchema',
  response: 'payoutVpaResponseSchema',
});
export const listNextSteps = operation('GET', '/api/me/next-steps', { response: 'nextStepsResponseSchema' });

// Admins.
export const adminPayments = operation('GET', '/api/admin/payments', {
  response: 'adminPaymentsResponseSchema',
});
export const resolveDispute = operation('POST', '/api/admin/payments/:id/resolve', {
  body: 'resolveDisputeSchema',
  response: 'agreementResponseSchema',
});
export const setLinkedAccount = operation('PUT', '/api/admin/creators/:id/linked-account', {
  body: 'linkedAccountSchema',
  response: 'linkedAccountResponseSchema',
});

// Paying online (decision 245).
export const gatewayOptions = operation('GET', '/api/jobs/:id/agreement/gateway', {
  response: 'gatewayOptionsResponseSchema',
});
export const createGatewayOrder = operation('POST', '/api/milestones/:id/gateway-order', {
  response: 'gatewayOrderResponseSchema',
});
export const completeGatewayPayment = operation('POST', '/api/milestones/:id/gateway-payment', {
  body: 'gatewayCheckoutSchema',
  response: 'agreementResponseSchema',
});

// GST and invoices.
export const getGstin = operation('GET', '/api/me/gstin', { response: 'gstinResponseSchema' });
export const setGstin = operation('PUT', '/api/me/gstin', {
  body: 'gstinInputSchema',
  response: 'gstinResponseSchema',
});
export const listJobInvoices = operation('GET', '/api/jobs/:id/invoices', {
  response: 'invoiceListResponseSchema',
});
export const adminInvoices = operation('GET', '/api/admin/invoices', {
  response: 'invoiceListResponseSchema',
});
export const issueCreditNote = operation('POST', '/api/admin/invoices/:id/credit-note', {
  body: 'creditNoteSchema',
  response: 'invoiceResponseSchema',
});
