import {
  agreementTermsSchema,
  changeRequestSchema,
  deliverySchema,
  disputeSchema,
  payoutVpaSchema,
  recordPaymentSchema,
  resolveDisputeSchema,
  reviewNoteSchema,
} from '@kalasetu/shared/payments';
import { creditNoteSchema, gstinInputSchema } from '@kalasetu/shared/invoices';
import type { FuzzTarget } from './fuzz-targets';

/** Agreements and payments (issue 21): fuzzed like every other write route. */
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
    valid: () => ({}),
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
    route: 'POST /api/milestones/:id/approve',
    actor: 'enterprise',
    url: (f, p) => `/api/milestones/${p ?? f.deal.milestoneId}/approve`,
    valid: () => ({}),
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
    valid: () => ({ utr: '123456789012' }),
    contract: recordPaymentSchema,
  },
  {
    route: 'POST /api/payments/:id/confirm',
    actor: 'creator',
    url: (f, p) => `/api/payments/${p ?? f.deal.paymentId}/confirm`,
    valid: () => ({}),
  },
  {
    route: 'POST /api/payments/:id/dispute',
    actor: 'creator',
    url: (f, p) => `/api/payments/${p ?? f.deal.paymentId}/dispute`,
    valid: () => ({ note: 'Not arrived' }),
    contract: disputeSchema,
  },
  {
    route: 'POST /api/admin/payments/:id/resolve',
    actor: 'admin',
    url: (f, p) => `/api/admin/payments/${p ?? f.deal.paymentId}/resolve`,
    valid: () => ({ outcome: 'received', note: 'Bank statement shows it' }),
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
