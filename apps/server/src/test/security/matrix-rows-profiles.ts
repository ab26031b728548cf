import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { portfolioItems } from '../../db/schema/portfolio-items';
import { mp4, multipart } from '../../modules/portfolio/portfolio.fixtures';
import {
  creatorPortfolioItem,
  everyone,
  forgedFields,
  guardProtectedFields,
  ownerOrAdmin,
  showsOnlyTo,
  type MatrixRow,
} from './matrix-fixtures';

/** People and their portfolios: public directories and profiles, and what only the owner (or an admin) edits. */
export const PROFILE_ROWS: MatrixRow[] = [
  // ---- people ----
  {
    route: 'GET /api/creators',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/creators' } }),
  },
  {
    route: 'GET /api/creators/:id',
    case: 'contact details stay private',
    expected: everyone(200),
    prepare: (ctx) => ({
      request: { method: 'GET', url: `/api/creators/${ctx.a.creator.id}` },
      check: showsOnlyTo(ctx, ctx.a.creator.email, []),
    }),
  },
  {
    route: 'GET /api/enterprises',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/enterprises' } }),
  },
  {
    route: 'GET /api/enterprises/:id/record',
    expected: everyone(200),
    prepare: (ctx) => ({
      request: { method: 'GET', url: `/api/enterprises/${ctx.a.enterprise.id}/record` },
      check: showsOnlyTo(ctx, ctx.a.enterprise.email, []),
    }),
  },
  {
    route: 'GET /api/enterprises/:id',
    case: 'contact details stay private',
    expected: everyone(200),
    prepare: (ctx) => ({
      request: { method: 'GET', url: `/api/enterprises/${ctx.a.enterprise.id}` },
      check: showsOnlyTo(ctx, ctx.a.enterprise.email, []),
    }),
  },
  {
    route: 'GET /api/enterprises/:id/jobs',
    expected: everyone(200),
    prepare: (ctx) => ({ request: { method: 'GET', url: `/api/enterprises/${ctx.a.enterprise.id}/jobs` } }),
  },
  ...(['creator', 'enterprise'] as const).map((owner): MatrixRow => ({
    route: 'PATCH /api/profiles/:id',
    case: `the ${owner}’s profile; role, verification and rating cannot be forged`,
    expected: ownerOrAdmin(owner, 200),
    prepare: async (ctx) => {
      const guard = await guardProtectedFields({ ...ctx, actor: owner });
      return {
        request: {
          method: 'PATCH',
          url: `/api/profiles/${ctx.a[owner].id}`,
          payload: { bio: 'Edited by the matrix', ...forgedFields(ctx.a.otherCreator.id) },
        },
        check: guard,
      };
    },
  })),
  {
    route: 'POST /api/profiles/:id/logo',
    expected: ownerOrAdmin('enterprise', 200),
    prepare: (ctx) => ({
      request: {
        method: 'POST',
        url: `/api/profiles/${ctx.a.enterprise.id}/logo`,
        ...multipart({ filename: 'logo.png', content: ctx.image }),
      },
    }),
  },
  // ---- portfolio ----
  {
    route: 'GET /api/profiles/:id/portfolio',
    expected: everyone(200),
    prepare: (ctx) => ({ request: { method: 'GET', url: `/api/profiles/${ctx.a.creator.id}/portfolio` } }),
  },
  {
    route: 'POST /api/profiles/:id/portfolio',
    expected: ownerOrAdmin('creator', 201),
    prepare: (ctx) => ({
      request: {
        method: 'POST',
        url: `/api/profiles/${ctx.a.creator.id}/portfolio`,
        payload: {
          type: 'link',
          title: 'Matrix link',
          mediaUrl: 'https://example.com/x',
          ...forgedFields(ctx.a.otherCreator.id),
        },
      },
      check: async (response) => {
        if (response.statusCode !== 201) return;
        const [row] = await ctx.app.db
          .select()
          .from(portfolioItems)
          .where(eq(portfolioItems.id, response.json().id));
        expect(row!.creatorId).toBe(ctx.a.creator.id);
      },
    }),
  },
  {
    route: 'POST /api/profiles/:id/portfolio/image',
    expected: ownerOrAdmin('creator', 201),
    prepare: (ctx) => ({
      request: {
        method: 'POST',
        url: `/api/profiles/${ctx.a.creator.id}/portfolio/image`,
        ...multipart({ filename: 'work.png', content: ctx.image }, { title: 'Matrix image' }),
      },
    }),
  },
  {
    route: 'POST /api/profiles/:id/portfolio/video',
    expected: ownerOrAdmin('creator', 201),
    prepare: (ctx) => ({
      request: {
        method: 'POST',
        url: `/api/profiles/${ctx.a.creator.id}/portfolio/video`,
        ...multipart(
          { filename: 'work.mp4', content: mp4(), contentType: 'video/mp4' },
          { title: 'Matrix video' },
        ),
      },
    }),
  },
  {
    route: 'POST /api/portfolio/:itemId/poster',
    expected: ownerOrAdmin('creator', 200),
    prepare: async (ctx) => {
      const key = `portfolio/${randomBytes(16).toString('hex')}.mp4`;
      const [item] = await ctx.app.db
        .insert(portfolioItems)
        .values({
          creatorId: ctx.a.creator.id,
          type: 'video',
          title: 'Matrix video',
          mediaUrl: `/uploads/${key}`,
          mediaKey: key,
        })
        .returning();
      return {
        request: {
          method: 'POST',
          url: `/api/portfolio/${item!.id}/poster`,
          ...multipart({ filename: 'poster.png', content: ctx.image }),
        },
        check: async (response) => {
          const [row] = await ctx.app.db.select().from(portfolioItems).where(eq(portfolioItems.id, item!.id));
          expect(row!.thumbnailKey === null).toBe(response.statusCode !== 200);
        },
      };
    },
  },
  {
    route: 'PUT /api/profiles/:id/portfolio/order',
    expected: ownerOrAdmin('creator', 200),
    prepare: async (ctx) => {
      await creatorPortfolioItem(ctx);
      const items = await ctx.app.db
        .select()
        .from(portfolioItems)
        .where(eq(portfolioItems.creatorId, ctx.a.creator.id));
      return {
        request: {
          method: 'PUT',
          url: `/api/profiles/${ctx.a.creator.id}/portfolio/order`,
          payload: { ids: items.map((item) => item.id).reverse() },
        },
      };
    },
  },
  {
    route: 'PATCH /api/portfolio/:itemId',
    expected: ownerOrAdmin('creator', 200),
    prepare: async (ctx) => {
      const item = await creatorPortfolioItem(ctx);
      return {
        request: {
          method: 'PATCH',
          url: `/api/portfolio/${item.id}`,
          payload: { title: 'Renamed', creatorId: ctx.a.otherCreator.id },
        },
        check: async () => {
          const [row] = await ctx.app.db.select().from(portfolioItems).where(eq(portfolioItems.id, item.id));
          expect(row!.creatorId).toBe(ctx.a.creator.id);
        },
      };
    },
  },
  {
    route: 'DELETE /api/portfolio/:itemId',
    expected: ownerOrAdmin('creator', 200),
    prepare: async (ctx) => {
      const item = await creatorPortfolioItem(ctx);
      return {
        request: { method: 'DELETE', url: `/api/portfolio/${item.id}` },
        check: async (response) => {
          const rows = await ctx.app.db.select().from(portfolioItems).where(eq(portfolioItems.id, item.id));
          expect(rows).toHaveLength(response.statusCode === 200 ? 0 : 1);
        },
      };
    },
  },
];
