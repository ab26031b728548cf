import { expect } from 'vitest';
import { samplePdf } from '../../modules/payments/payments.fixtures';
import { multipart } from '../../modules/portfolio/portfolio.fixtures';
import { showsOnlyTo, signedIn, type MatrixRow } from './matrix-fixtures';
import { dealAt, deliveryFileOf, fileMilestone, onlySide, parties } from './payments-fixtures';

/**
 * Files of a delivery (decision 256): only the agreement's creator attaches and removes them; the two parties and
 * admins download a delivered one, and only the creator and admins one still waiting for the delivery. Everyone
 * else gets 404, as if there were none.
 */
export const DELIVERY_FILE_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/milestones/:id/files',
    expected: onlySide('creator', 201),
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'accepted');
      return {
        request: {
          method: 'POST',
          url: `/api/milestones/${deal.milestoneId}/files`,
          ...multipart({ filename: 'proofs.pdf', content: samplePdf(), contentType: 'application/pdf' }),
        },
        check: async (response) => {
          const files = response.statusCode === 201 ? response.json().agreement.milestones[0].files : [];
          expect(files).toHaveLength(response.statusCode === 201 ? 1 : 0);
        },
      };
    },
  },
  {
    route: 'DELETE /api/milestones/:id/files/:fileId',
    expected: onlySide('creator'),
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'accepted');
      const file = await deliveryFileOf(ctx.app, deal.milestoneId);
      return {
        request: { method: 'DELETE', url: `/api/milestones/${deal.milestoneId}/files/${file.id}` },
        // The row only: its object is deleted by the key afterwards (delivery-files.test.ts checks that).
        check: async (response) => {
          expect(await fileMilestone(ctx.app, file.id)).toBe(
            response.statusCode === 200 ? null : deal.milestoneId,
          );
        },
      };
    },
  },
  {
    route: 'GET /api/milestones/:id/files/:fileId',
    case: 'delivered',
    expected: parties,
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'delivered');
      const file = await deliveryFileOf(ctx.app, deal.milestoneId, new Date());
      return {
        request: { method: 'GET', url: `/api/milestones/${deal.milestoneId}/files/${file.id}` },
        check: showsOnlyTo(ctx, file.secret, ['creator', 'enterprise', 'admin']),
      };
    },
  },
  {
    route: 'GET /api/milestones/:id/files/:fileId',
    case: 'waiting for the delivery',
    expected: { ...signedIn(404), creator: 200, admin: 200 },
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'accepted');
      const file = await deliveryFileOf(ctx.app, deal.milestoneId);
      return {
        request: { method: 'GET', url: `/api/milestones/${deal.milestoneId}/files/${file.id}` },
        check: showsOnlyTo(ctx, file.secret, ['creator', 'admin']),
      };
    },
  },
];
