import { expect } from 'vitest';
import { adminOnly, creators, showsOnlyTo, signedIn, type MatrixRow } from './matrix-fixtures';
import { DELIVERY_FILE_ROWS } from './matrix-rows-delivery-files';
import { DISPUTE_ROWS } from './matrix-rows-disputes';
import { INVOICE_ROWS } from './matrix-rows-invoices';
import {
  agreementStatus,
  dealAt,
  milestoneStatus,
  onlySide,
  parties,
  paymentStatuses,
} from './payments-fixtures';
const terms = { pricePaise: 250_000, deliverables: 'Ten photos', dueDate: '2030-05-01' };

/** Agreements, delivery and UPI payments: the two parties act in turn, admins resolve disputes. */
export const PAYMENT_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/agreements',
    expected: signedIn(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/agreements' } }),
  },
  {
    route: 'GET /api/jobs/:id/agreement',
    expected: parties,
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'approved');
      return {
        request: { method: 'GET', url: `/api/jobs/${deal.jobId}/agreement` },
        // The payout UPI ID (and the link carrying it) only for the paying enterprise and admins.
        check: showsOnlyTo(ctx, deal.vpa, ['enterprise', 'admin']),
      };
    },
  },
  {
    route: 'PUT /api/jobs/:id/agreement',
    expected: onlySide('enterprise'),
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'proposed');
      return {
        request: { method: 'PUT', url: `/api/jobs/${deal.jobId}/agreement`, payload: terms },
        check: async (response) => {
          const { agreement } = response.statusCode === 200 ? response.json() : { agreement: null };
          if (agreement) expect(agreement.pricePaise).toBe(250_000);
          expect(await agreementStatus(ctx.app, deal.agreementId)).toBe('proposed');
        },
      };
    },
  },
  ...(['accept', 'request-change'] as const).map((step): MatrixRow => ({
    route: `POST /api/jobs/:id/agreement/${step}`,
    expected: onlySide('creator'),
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'proposed');
      return {
        request: {
          method: 'POST',
          url: `/api/jobs/${deal.jobId}/agreement/${step}`,
          payload: step === 'accept' ? { version: 1 } : { message: 'Could we move the date?' },
        },
        check: async (response) => {
          const next = step === 'accept' ? 'accepted' : 'change_requested';
          expect(await agreementStatus(ctx.app, deal.agreementId)).toBe(
            response.statusCode === 200 ? next : 'proposed',
          );
        },
      };
    },
  })),
  {
    route: 'POST /api/milestones/:id/deliver',
    expected: onlySide('creator'),
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'accepted');
      return {
        request: {
          method: 'POST',
          url: `/api/milestones/${deal.milestoneId}/deliver`,
          payload: { note: 'Done' },
        },
        check: async (response) => {
          expect(await milestoneStatus(ctx.app, deal.milestoneId)).toBe(
            response.statusCode === 200 ? 'delivered' : 'pending',
          );
        },
      };
    },
  },
  ...(['approve', 'request-changes'] as const).map((step): MatrixRow => ({
    route: `POST /api/milestones/:id/${step}`,
    expected: onlySide('enterprise'),
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'delivered');
      return {
        request: {
          method: 'POST',
          url: `/api/milestones/${deal.milestoneId}/${step}`,
          payload: step === 'approve' ? { amountPaise: deal.amountPaise } : { note: 'Brighter please' },
        },
        check: async (response) => {
          const next = step === 'approve' ? 'approved' : 'changes_requested';
          expect(await milestoneStatus(ctx.app, deal.milestoneId)).toBe(
            response.statusCode === 200 ? next : 'delivered',
          );
        },
      };
    },
  })),
  {
    route: 'POST /api/milestones/:id/payment',
    expected: onlySide('enterprise'),
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'approved');
      const utr = String(Math.floor(Math.random() * 9e11) + 1e11);
      return {
        request: {
          method: 'POST',
          url: `/api/milestones/${deal.milestoneId}/payment`,
          payload: { utr, amountPaise: deal.amountPaise },
        },
        check: async (response) => {
          expect(await paymentStatuses(ctx.app, deal.milestoneId)).toEqual(
            response.statusCode === 200 ? ['recorded'] : [],
          );
        },
      };
    },
  },
  ...(['confirm', 'dispute'] as const).map((step): MatrixRow => ({
    route: `POST /api/payments/:id/${step}`,
    expected: onlySide('creator'),
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'paid');
      return {
        request: {
          method: 'POST',
          url: `/api/payments/${deal.paymentId}/${step}`,
          payload: step === 'confirm' ? { amountPaise: deal.amountPaise } : { note: 'Not arrived' },
        },
        check: async (response) => {
          const next = step === 'confirm' ? 'confirmed' : 'disputed';
          expect(await paymentStatuses(ctx.app, deal.milestoneId)).toEqual([
            response.statusCode === 200 ? next : 'recorded',
          ]);
        },
      };
    },
  })),
  {
    route: 'GET /api/me/payout',
    expected: creators(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/me/payout' } }),
  },
  {
    route: 'PUT /api/me/payout',
    expected: creators(200),
    prepare: () => ({
      request: { method: 'PUT', url: '/api/me/payout', payload: { vpa: 'maker@okhdfcbank' } },
    }),
  },
  {
    route: 'GET /api/admin/payments',
    expected: adminOnly(200),
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'disputed');
      return {
        request: { method: 'GET', url: '/api/admin/payments' },
        check: showsOnlyTo(ctx, deal.vpa, ['admin']),
      };
    },
  },
  {
    route: 'POST /api/admin/payments/:id/resolve',
    expected: adminOnly(200),
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'disputed');
      return {
        request: {
          method: 'POST',
          url: `/api/admin/payments/${deal.paymentId}/resolve`,
          payload: { outcome: 'paid_in_full', note: 'Bank statement shows it' },
        },
        check: async (response) => {
          expect(await paymentStatuses(ctx.app, deal.milestoneId)).toEqual([
            response.statusCode === 200 ? 'confirmed' : 'disputed',
          ]);
        },
      };
    },
  },
  ...DELIVERY_FILE_ROWS,
  ...DISPUTE_ROWS,
  ...INVOICE_ROWS,
];
