import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { invoices } from '../../db/schema/invoices';
import { adminOnly, signedIn, type MatrixRow } from './matrix-fixtures';
import { dealAt } from './payments-fixtures';

const parties = { ...signedIn(404), creator: 200, enterprise: 200, admin: 200 };
const gstinHolders = { ...signedIn(200), anonymous: 401, admin: 403 };

/** GSTINs, invoices and credit notes (decision 240): the two parties and admins read, admins correct. */
export const INVOICE_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/me/gstin',
    expected: gstinHolders,
    prepare: () => ({ request: { method: 'GET', url: '/api/me/gstin' } }),
  },
  {
    route: 'PUT /api/me/gstin',
    expected: gstinHolders,
    prepare: () => ({
      request: { method: 'PUT', url: '/api/me/gstin', payload: { gstin: '27AAPFU0939F1ZV' } },
    }),
  },
  {
    route: 'GET /api/jobs/:id/invoices',
    expected: parties,
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'invoiced');
      return { request: { method: 'GET', url: `/api/jobs/${deal.jobId}/invoices` } };
    },
  },
  {
    route: 'GET /api/invoices/:id/pdf',
    expected: parties,
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'invoiced');
      return {
        request: { method: 'GET', url: `/api/invoices/${deal.invoiceId}/pdf` },
        check: async (response) => {
          expect(response.headers['content-type'] === 'application/pdf').toBe(response.statusCode === 200);
        },
      };
    },
  },
  {
    route: 'GET /api/admin/invoices',
    expected: adminOnly(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/admin/invoices' } }),
  },
  {
    route: 'POST /api/admin/invoices/:id/credit-note',
    expected: adminOnly(200),
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'invoiced');
      return {
        request: {
          method: 'POST',
          url: `/api/admin/invoices/${deal.invoiceId}/credit-note`,
          payload: { reason: 'Paid to the wrong account' },
        },
        check: async (response) => {
          const notes = await ctx.app.db
            .select()
            .from(invoices)
            .where(eq(invoices.creditsInvoiceId, deal.invoiceId));
          expect(notes).toHaveLength(response.statusCode === 200 ? 1 : 0);
        },
      };
    },
  },
];
