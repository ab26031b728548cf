import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { applications } from '../../db/schema/applications';
import { notifications } from '../../db/schema/notifications';
import { ratings } from '../../db/schema/ratings';
import { makeJob } from '../factories';
import {
  creatorNotice,
  everyone,
  forgedFields,
  guardProtectedFields,
  hiredJob,
  privateThread,
  publishedReview,
  showsOnlyTo,
  signedIn,
  type MatrixContext,
  type MatrixRow,
} from './matrix-fixtures';

/** Who the request acts for: the owning side (`creator`/`enterprise`) or someone else's id in the URL. */
const selfId = (ctx: MatrixContext) => ctx.a[ctx.actor]?.id ?? ctx.a.creator.id;

/** What passes between two users: ratings, messages and notifications. */
export const MESSAGE_ROWS: MatrixRow[] = [
  // ---- ratings (only for a job the two worked on together, never oneself) ----
  {
    route: 'GET /api/ratings/:userId',
    expected: everyone(200),
    prepare: (ctx) => ({ request: { method: 'GET', url: `/api/ratings/${ctx.a.creator.id}` } }),
  },
  {
    route: 'GET /api/ratings/:userId/mine',
    expected: signedIn(200),
    prepare: async (ctx) => {
      const job = await hiredJob(ctx);
      return {
        request: { method: 'GET', url: `/api/ratings/${ctx.a.creator.id}/mine` },
        // Only the enterprise that hired the creator is offered the job; nobody else learns of it.
        check: (response) => {
          if (response.statusCode !== 200) return;
          const ids = (response.json() as { jobs: Array<{ id: number }> }).jobs.map((j) => j.id);
          expect(ids.includes(job.id)).toBe(ctx.actor === 'enterprise');
        },
      };
    },
  },
  {
    route: 'PUT /api/ratings/:userId',
    case: "only for a shared job; rater, aggregates and someone else's job cannot be forged",
    expected: { ...signedIn(403), enterprise: 200 },
    prepare: async (ctx) => {
      const guard = await guardProtectedFields({ ...ctx, actor: 'otherEnterprise' });
      // The enterprise's job with the creator: everyone sends its id, only the enterprise worked on it.
      const job = await hiredJob(ctx);
      return {
        request: {
          method: 'PUT',
          url: `/api/ratings/${ctx.a.creator.id}`,
          payload: {
            jobId: job.id,
            value: 4,
            raterId: ctx.a.otherEnterprise.id,
            ratedId: ctx.a.otherEnterprise.id,
            ...forgedFields(ctx.a.otherEnterprise.id),
          },
        },
        check: async (response) => {
          await guard();
          const forged = await ctx.app.db
            .select()
            .from(ratings)
            .where(and(eq(ratings.ratedId, ctx.a.otherEnterprise.id)));
          expect(forged).toEqual([]);
          const own = await ctx.app.db
            .select()
            .from(ratings)
            .where(and(eq(ratings.jobId, job.id), eq(ratings.ratedId, ctx.a.creator.id)));
          expect(own.map((r) => [r.raterId, r.value])).toEqual(
            response.statusCode === 200 ? [[selfId(ctx), 4]] : [],
          );
        },
      };
    },
  },
  {
    route: 'PUT /api/ratings/:userId',
    case: 'admins have no public profile to rate',
    expected: { ...signedIn(404), admin: 403 },
    prepare: (ctx) => ({
      request: { method: 'PUT', url: `/api/ratings/${ctx.a.admin.id}`, payload: { jobId: 1, value: 1 } },
    }),
  },
  {
    route: 'GET /api/ratings/:userId/reviews',
    expected: everyone(200),
    prepare: (ctx) => ({ request: { method: 'GET', url: `/api/ratings/${ctx.a.creator.id}/reviews` } }),
  },
  {
    route: 'GET /api/me/reviews/pending',
    expected: signedIn(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/me/reviews/pending' } }),
  },
  {
    route: 'POST /api/reviews/:reviewId/reply',
    case: 'only the reviewed person answers, once',
    expected: { ...signedIn(403), creator: 200 },
    prepare: async (ctx) => {
      const review = await publishedReview(ctx);
      return {
        request: {
          method: 'POST',
          url: `/api/reviews/${review.id}/reply`,
          payload: { reply: 'Thank you', ratedId: ctx.a.otherCreator.id },
        },
        check: async (response) => {
          const [row] = await ctx.app.db.select().from(ratings).where(eq(ratings.id, review.id));
          expect(row!.reply).toBe(response.statusCode === 200 ? 'Thank you' : null);
          expect(row!.ratedId).toBe(ctx.a.creator.id);
        },
      };
    },
  },
  // ---- messages (docs/product/messaging.md) ----
  {
    route: 'GET /api/messages/conversations',
    expected: signedIn(200),
    prepare: async (ctx) => {
      const content = await privateThread(ctx);
      return {
        request: { method: 'GET', url: '/api/messages/conversations' },
        check: showsOnlyTo(ctx, content, ['creator', 'enterprise']),
      };
    },
  },
  {
    route: 'GET /api/messages/recipients',
    expected: signedIn(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/messages/recipients' } }),
  },
  {
    route: 'GET /api/messages/with/:id',
    case: 'the thread with the enterprise is the caller’s own thread',
    expected: signedIn(200),
    prepare: async (ctx) => {
      const content = await privateThread(ctx);
      return {
        request: { method: 'GET', url: `/api/messages/with/${ctx.a.enterprise.id}` },
        check: showsOnlyTo(ctx, content, ['creator']),
      };
    },
  },
  {
    route: 'POST /api/messages',
    case: 'to the enterprise: its hired creator, an applicant awaiting a decision and admins',
    expected: { ...signedIn(403), creator: 201, otherCreator: 201, admin: 201 },
    prepare: async (ctx) => {
      await hiredJob(ctx);
      const open = await makeJob(ctx.app, ctx.a.enterprise.id);
      await ctx.app.db
        .insert(applications)
        .values({ jobId: open.id, creatorId: ctx.a.otherCreator.id, proposedPrice: 1000 })
        .onConflictDoNothing();
      return {
        request: {
          method: 'POST',
          url: '/api/messages',
          payload: { receiverId: ctx.a.enterprise.id, content: 'Hello', senderId: ctx.a.creator.id },
        },
      };
    },
  },
  // ---- notifications ----
  {
    route: 'GET /api/notifications',
    expected: signedIn(200),
    prepare: async (ctx) => {
      const notice = await creatorNotice(ctx);
      return {
        request: { method: 'GET', url: '/api/notifications' },
        check: showsOnlyTo(ctx, notice.message, ['creator']),
      };
    },
  },
  {
    route: 'GET /api/notifications/unread-count',
    expected: signedIn(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/notifications/unread-count' } }),
  },
  {
    route: 'POST /api/notifications/:id/read',
    case: 'someone else’s notification does not exist for you',
    expected: { ...signedIn(404), creator: 200 },
    prepare: async (ctx) => {
      const notice = await creatorNotice(ctx);
      return {
        request: { method: 'POST', url: `/api/notifications/${notice.id}/read` },
        check: async (response) => {
          const [row] = await ctx.app.db.select().from(notifications).where(eq(notifications.id, notice.id));
          expect(row!.read).toBe(response.statusCode === 200);
        },
      };
    },
  },
  {
    route: 'POST /api/notifications/read-all',
    case: 'reads only the caller’s own',
    expected: signedIn(200),
    prepare: async (ctx) => {
      const notice = await creatorNotice(ctx);
      return {
        request: { method: 'POST', url: '/api/notifications/read-all' },
        check: async () => {
          const [row] = await ctx.app.db.select().from(notifications).where(eq(notifications.id, notice.id));
          expect(row!.read).toBe(ctx.actor === 'creator');
        },
      };
    },
  },
];
