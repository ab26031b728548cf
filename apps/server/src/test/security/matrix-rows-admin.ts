import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { contactMessages } from '../../db/schema/contact-messages';
import { profiles } from '../../db/schema/profiles';
import { ratings } from '../../db/schema/ratings';
import { multipart } from '../../modules/portfolio/portfolio.fixtures';
import { makeJob, TEST_PASSWORD, uniqueEmail } from '../factories';
import {
  adminOnly,
  contactMessage,
  everyone,
  hiredJob,
  showcaseItem,
  signedIn,
  victim,
  type MatrixContext,
  type MatrixRow,
} from './matrix-fixtures';

const showcaseBody = { title: 'Matrix item', imageUrl: 'https://example.com/a.png', category: 'Branding' };

/** After a refused request the victim is still a plain, unverified creator. */
const victimUntouched = (ctx: MatrixContext, id: string) => async (response: { statusCode: number }) => {
  if (response.statusCode < 400) return;
  const [row] = await ctx.app.db.select().from(profiles).where(eq(profiles.id, id));
  expect(row).toMatchObject({ role: 'creator', isVerified: false });
};

/** Showcase items a response made, so the shared gallery can be cleaned up. */
const keepShowcaseIds = (ctx: MatrixContext) => (response: { statusCode: number; json: () => unknown }) => {
  if (response.statusCode >= 300) return;
  const body = response.json() as { item?: { id: number }; items?: Array<{ id: number }> };
  if (body.item) ctx.showcaseIds.push(body.item.id);
  for (const item of body.items ?? []) ctx.showcaseIds.push(item.id);
};

/** A rating of `creator` by `enterprise` for a job they worked on together. */
async function enterpriseRating(ctx: MatrixContext) {
  const job = await hiredJob(ctx);
  const [row] = await ctx.app.db
    .insert(ratings)
    .values({ raterId: ctx.a.enterprise.id, ratedId: ctx.a.creator.id, jobId: job.id, value: 1 })
    .returning();
  return row!;
}

export const ADMIN_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/admin/users/:id/ratings',
    expected: adminOnly(200),
    prepare: async (ctx) => {
      const rating = await enterpriseRating(ctx);
      return {
        request: { method: 'GET', url: `/api/admin/users/${ctx.a.creator.id}/ratings` },
        check: (response) => {
          if (response.statusCode !== 200) expect(response.body).not.toContain(String(rating.jobId));
        },
      };
    },
  },
  {
    route: 'DELETE /api/admin/ratings/:ratingId',
    case: "only an admin removes a rating, whoever's it is",
    expected: adminOnly(200),
    prepare: async (ctx) => {
      const rating = await enterpriseRating(ctx);
      return {
        request: { method: 'DELETE', url: `/api/admin/ratings/${rating.id}` },
        check: async (response) => {
          const left = await ctx.app.db.select().from(ratings).where(eq(ratings.id, rating.id));
          expect(left).toHaveLength(response.statusCode === 200 ? 0 : 1);
        },
      };
    },
  },
  {
    route: 'GET /api/admin/users',
    expected: adminOnly(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/admin/users?role=creator' } }),
  },
  {
    route: 'POST /api/admin/users',
    expected: adminOnly(201),
    prepare: () => ({
      request: {
        method: 'POST',
        url: '/api/admin/users',
        payload: {
          name: 'Matrix User',
          email: uniqueEmail('matrix'),
          password: TEST_PASSWORD,
          role: 'creator',
        },
      },
    }),
  },
  {
    route: 'POST /api/admin/users/promote',
    expected: adminOnly(200),
    prepare: async (ctx) => {
      const target = await victim(ctx);
      return {
        request: { method: 'POST', url: '/api/admin/users/promote', payload: { email: target.email } },
        check: victimUntouched(ctx, target.id),
      };
    },
  },
  {
    route: 'POST /api/admin/users/:id/verify',
    expected: adminOnly(200),
    prepare: async (ctx) => {
      const target = await victim(ctx);
      return {
        request: { method: 'POST', url: `/api/admin/users/${target.id}/verify` },
        check: victimUntouched(ctx, target.id),
      };
    },
  },
  {
    route: 'DELETE /api/admin/users/:id',
    expected: adminOnly(200),
    prepare: async (ctx) => {
      const target = await victim(ctx);
      return {
        request: { method: 'DELETE', url: `/api/admin/users/${target.id}` },
        check: victimUntouched(ctx, target.id),
      };
    },
  },
  {
    route: 'GET /api/admin/jobs',
    expected: adminOnly(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/admin/jobs?status=open' } }),
  },
  {
    route: 'GET /api/admin/stats',
    expected: adminOnly(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/admin/stats' } }),
  },
  {
    route: 'GET /api/admin/bootstrap',
    case: 'any signed-in user may ask; it is unavailable while an admin exists',
    expected: signedIn(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/admin/bootstrap' } }),
  },
  {
    route: 'POST /api/admin/bootstrap',
    case: 'refused while an admin exists',
    expected: signedIn(403),
    prepare: () => ({ request: { method: 'POST', url: '/api/admin/bootstrap' } }),
  },
  {
    route: 'GET /api/admin/jobs/:id/comments',
    expected: adminOnly(200),
    prepare: async (ctx) => ({
      request: {
        method: 'GET',
        url: `/api/admin/jobs/${(await makeJob(ctx.app, ctx.a.enterprise.id)).id}/comments`,
      },
    }),
  },
  {
    route: 'POST /api/admin/jobs/:id/comments',
    expected: adminOnly(201),
    prepare: async (ctx) => ({
      request: {
        method: 'POST',
        url: `/api/admin/jobs/${(await makeJob(ctx.app, ctx.a.enterprise.id)).id}/comments`,
        payload: { content: 'Note', userId: ctx.a.creator.id },
      },
    }),
  },
  {
    route: 'POST /api/admin/showcase',
    expected: adminOnly(201),
    prepare: (ctx) => ({
      request: { method: 'POST', url: '/api/admin/showcase', payload: showcaseBody },
      check: keepShowcaseIds(ctx),
    }),
  },
  {
    route: 'PUT /api/admin/showcase/:id',
    expected: adminOnly(200),
    prepare: async (ctx) => ({
      request: {
        method: 'PUT',
        url: `/api/admin/showcase/${(await showcaseItem(ctx)).id}`,
        payload: showcaseBody,
      },
    }),
  },
  {
    route: 'DELETE /api/admin/showcase/:id',
    expected: adminOnly(200),
    prepare: async (ctx) => ({
      request: { method: 'DELETE', url: `/api/admin/showcase/${(await showcaseItem(ctx)).id}` },
    }),
  },
  {
    route: 'POST /api/admin/showcase/image',
    expected: adminOnly(201),
    prepare: (ctx) => ({
      request: {
        method: 'POST',
        url: '/api/admin/showcase/image',
        ...multipart({ filename: 'work.png', content: ctx.image }),
      },
    }),
  },
  {
    route: 'POST /api/admin/showcase/demo',
    expected: adminOnly(201),
    prepare: (ctx) => ({
      request: { method: 'POST', url: '/api/admin/showcase/demo', payload: { uploaded: false } },
      check: keepShowcaseIds(ctx),
    }),
  },
  {
    route: 'GET /api/contact/details',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/contact/details' } }),
  },
  {
    route: 'POST /api/contact',
    expected: everyone(201),
    prepare: () => ({
      request: {
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Visitor',
          email: uniqueEmail('contact'),
          subject: 'Hello',
          message: 'A message long enough to send.',
          read: true,
        },
      },
    }),
  },
  {
    route: 'GET /api/admin/contact-messages',
    expected: adminOnly(200),
    prepare: async (ctx) => {
      await contactMessage(ctx);
      return { request: { method: 'GET', url: '/api/admin/contact-messages' } };
    },
  },
  {
    route: 'PATCH /api/admin/contact-messages/:id',
    expected: adminOnly(200),
    prepare: async (ctx) => {
      const row = await contactMessage(ctx);
      return {
        request: { method: 'PATCH', url: `/api/admin/contact-messages/${row.id}`, payload: { read: true } },
        check: async (response) => {
          const [after] = await ctx.app.db
            .select()
            .from(contactMessages)
            .where(eq(contactMessages.id, row.id));
          expect(after!.read).toBe(response.statusCode === 200);
        },
      };
    },
  },
];
