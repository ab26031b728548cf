import { samplePdf } from '../../modules/payments/payments.fixtures';
import { multipart } from '../../modules/portfolio/portfolio.fixtures';
import { showsOnlyTo, signedIn, type MatrixRow } from './matrix-fixtures';
import { dealAt, evidenceFileOf, parties } from './payments-fixtures';

/** Only the two parties add evidence; admins judge it (403); anyone else learns nothing of the dispute (404). */
const partiesAdd = (status: number) => ({
  ...signedIn(404),
  creator: status,
  enterprise: status,
  admin: 403,
});

/** A dispute's evidence and each person's next steps. */
export const DISPUTE_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/me/next-steps',
    expected: signedIn(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/me/next-steps' } }),
  },
  {
    route: 'GET /api/payments/:id/dispute',
    expected: parties,
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'disputed');
      return {
        request: { method: 'GET', url: `/api/payments/${deal.paymentId}/dispute` },
        check: showsOnlyTo(ctx, 'Not arrived', ['creator', 'enterprise', 'admin']),
      };
    },
  },
  {
    route: 'POST /api/payments/:id/evidence',
    expected: partiesAdd(200),
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'disputed');
      return {
        request: {
          method: 'POST',
          url: `/api/payments/${deal.paymentId}/evidence`,
          payload: { note: 'My bank statement shows nothing' },
        },
      };
    },
  },
  {
    route: 'POST /api/payments/:id/evidence/files',
    expected: partiesAdd(201),
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'disputed');
      return {
        request: {
          method: 'POST',
          url: `/api/payments/${deal.paymentId}/evidence/files`,
          ...multipart({ filename: 'statement.pdf', content: samplePdf(), contentType: 'application/pdf' }),
        },
      };
    },
  },
  {
    route: 'GET /api/payments/:id/evidence/:evidenceId/file',
    expected: parties,
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'disputed');
      const file = await evidenceFileOf(ctx.app, deal.paymentId);
      return {
        request: { method: 'GET', url: `/api/payments/${deal.paymentId}/evidence/${file.id}/file` },
        check: showsOnlyTo(ctx, file.secret, ['creator', 'enterprise', 'admin']),
      };
    },
  },
];
