import {
  agreementTermsSchema,
  changeRequestSchema,
  deliverySchema,
  disputeSchema,
  payoutVpaSchema,
  recordPaymentSchema,
  resolveDisputeSchema,
  acceptAgreementSchema,
  disputeEvidenceNoteSchema,
  shownAmountSchema,
  reviewNoteSchema,
} from '@kalasetu/shared/payments';
import { creditNoteSchema, gstinInputSchema } from '@kalasetu/shared/invoices';
import { gatewayCheckoutSchema, linkedAccountSchema } from '@kalasetu/shared/payments-gateway';
import type { FuzzTarget } from './fuzz-targets';

/** Agreements and payments: fuzzed like every other write route. */
export const PAYMENT_WRITE_TARGETS: FuzzTarget[] = [
  {
    route: 'PUT /api/jobs/:id/agreement',
    actor: 'enterprise',
    url: (f, p) => `/api/jobs/${p ?? f.deal.jobId}/agreement`,
    valid: () => ({
      pricePaise: 300_000,
      deliverables: 'Ten photos',
      dueDate: '2030-05-01',
      milestones: [
        { title: 'Shoot', amountPaise: 200_000 },
        { title: 'Edit', amountPaise: 100_000 },
      ],
    }),
    contract: agreementTermsSchema,
  },
  {
    route: 'POST /api/jobs/:id/agreement/accept',
    actor: 'creator',
    url: (f, p) => `/api/jobs/${p ?? f.deal.jobId}/agreement/accept`,
    valid: () => ({ version: 1 }),
    contract: acceptAgreementSchema,
  },
  {
    route: 'POST /api/jobs/:id/agreement/request-change',
    actor: 'creator',
    url: (f, p) => `/api/jobs/${p ?? f.deal.jobId}/agreement/request-change`,
    valid: () => ({ message: 'Could we move the date?' }),
    contract: changeRequestSchema,
  },
  {
    route: 'POST /api/milestones/:id/deliver',
    actor: 'creator',
    url: (f, p) => `/api/milestones/${p ?? f.deal.milestoneId}/deliver`,
    valid: () => ({ note: 'Done', links: ['https://drive.example/x'] }),
    contract: deliverySchema,
  },
  {
    route: 'POST /api/milestones/:id/files',
    actor: 'creator',
    url: (f, p) => `/api/milestones/${p ?? f.deal.acceptedMilestoneId}/files`,
    valid: () => ({}),
    multipart: {},
  },
  {
    route: 'DELETE /api/milestones/:id/files/:fileId',
    actor: 'creator',
    url: (f, p) => `/api/milestones/${f.deal.acceptedMilestoneId}/files/${p ?? f.deal.fileId}`,
    valid: () => ({}),
  },
  {
    route: 'POST /api/milestones/:id/approve',
    actor: 'enterprise',
    url: (f, p) => `/api/milestones/${p ?? f.deal.milestoneId}/approve`,
    valid: () => ({ amountPaise: 100_000 }),
    contract: shownAmountSchema,
  },
  {
    route: 'POST /api/milestones/:id/request-changes',
    actor: 'enterprise',
    url: (f, p) => `/api/milestones/${p ?? f.deal.milestoneId}/request-changes`,
    valid: () => ({ note: 'Brighter please' }),
    contract: reviewNoteSchema,
  },
  {
    route: 'POST /api/milestones/:id/payment',
    actor: 'enterprise',
    url: (f, p) => `/api/milestones/${p ?? f.deal.paidMilestoneId}/payment`,
    valid: () => ({ utr: '123456789012', amountPaise: 100_000 }),
    contract: recordPaymentSchema,
  },
  {
    route: 'POST /api/payments/:id/confirm',
    actor: 'creator',
    url: (f, p) => `/api/payments/${p ?? f.deal.paymentId}/confirm`,
    valid: () => ({ amountPaise: 100_000 }),
    contract: shownAmountSchema,
  },
  {
    route: 'POST /api/payments/:id/dispute',
    actor: 'creator',
    url: (f, p) => `/api/payments/${p ?? f.deal.paymentId}/dispute`,
    valid: () => ({ note: 'Not arrived' }),
    contract: disputeSchema,
  },
  {
    route: 'POST /api/payments/:id/evidence',
    actor: 'creator',
    url: (f, p) => `/api/payments/${p ?? f.deal.paymentId}/evidence`,
    valid: () => ({ note: 'My statement shows nothing' }),
    contract: disputeEvidenceNoteSchema,
  },
  {
    route: 'POST /api/payments/:id/evidence/files',
    actor: 'creator',
    url: (f, p) => `/api/payments/${p ?? f.deal.paymentId}/evidence/files`,
    valid: () => ({}),
    multipart: {},
  },
  {
    route: 'POST /api/admin/payments/:id/resolve',
    actor: 'admin',
    url: (f, p) => `/api/admin/payments/${p ?? f.deal.paymentId}/resolve`,
    valid: () => ({ outcome: 'paid_in_full', note: 'Bank statement shows it' }),
    contract: resolveDisputeSchema,
  },
  {
    route: 'PUT /api/me/payout',
    actor: 'creator',
    url: () => '/api/me/payout',
    valid: () => ({ vpa: 'maker@okhdfcbank' }),
    contract: payoutVpaSchema,
  },
  {
    route: 'PUT /api/me/gstin',
    actor: 'creator',
    url: () => '/api/me/gstin',
    valid: () => ({ gstin: '27AAPFU0939F1ZV' }),
    contract: gstinInputSchema,
  },
  {
    route: 'POST /api/admin/invoices/:id/credit-note',
    actor: 'admin',
    url: (f, p) => `/api/admin/invoices/${p ?? f.deal.invoiceId}/credit-note`,
    valid: () => ({ reason: 'Paid to the wrong account' }),
    contract: creditNoteSchema,
  },
];

/**
 * Paying online (decision 245). The fuzzing app has no gateway keys, so a well-formed order or checkout result is
 * refused (409) after its body passed the contract; the webhook is refused whatever comes (no signature can be
 * guessed).
 */
export const PAYMENT_GATEWAY_WRITE_TARGETS: FuzzTarget[] = [
  {
    route: 'POST /api/milestones/:id/gateway-order',
    actor: 'enterprise',
    url: (f, p) => `/api/milestones/${p ?? f.deal.milestoneId}/gateway-order`,
    valid: () => ({}),
  },
  {
    route: 'POST /api/milestones/:id/gateway-payment',
    actor: 'enterprise',
    url: (f, p) => `/api/milestones/${p ?? f.deal.milestoneId}/gateway-payment`,
    valid: () => ({
      razorpay_order_id: 'order_Fuzz0000000001',
      razorpay_payment_id: 'pay_Fuzz00000000001',
      razorpay_signature: 'a'.repeat(64),
    }),
    contract: gatewayCheckoutSchema,
  },
  {
    route: 'POST /api/payments/gateway/webhook',
    actor: 'anonymous',
    url: () => '/api/payments/gateway/webhook',
    valid: () => ({ event: 'payment.captured', created_at: 1_800_000_000, payload: {} }),
    alwaysRefused: true,
  },
  {
    route: 'PUT /api/admin/creators/:id/linked-account',
    actor: 'admin',
    url: (f, p) => `/api/admin/creators/${p ?? f.a.creator.id}/linked-account`,
    valid: () => ({ accountId: 'acc_Fuzz0000000001' }),
    contract: linkedAccountSchema,
  },
];
