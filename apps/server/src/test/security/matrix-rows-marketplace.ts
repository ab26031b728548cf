import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { applications } from '../../db/schema/applications';
import { notifications } from '../../db/schema/notifications';
import { portfolioItems } from '../../db/schema/portfolio-items';
import { ratings } from '../../db/schema/ratings';
import { multipart } from '../../modules/portfolio/portfolio.fixtures';
import { makeJob } from '../factories';
import {
  appliedJob,
  creatorNotice,
  creatorPortfolioItem,
  creators,
  enterprises,
  everyone,
  forgedFields,
  guardProtectedFields,
  hiredJob,
  jobRow,
  ownerOrAdmin,
  privateThread,
  showsOnlyTo,
  signedIn,
  type MatrixContext,
  type MatrixRow,
} from './matrix-fixtures';

const jobBody = (enterpriseId?: string) => ({
  title: 'Matrix job',
  description: 'Checks who may post.',
  location: 'Remote',
  budgetMin: 1000,
  budgetMax: 2000,
  deadline: '2099-12-31',
  ...(enterpriseId ? { enterpriseId } : {}),
});
const owningEnterprise = (status: number) => ({ ...enterprises(status), otherEnterprise: 403 });

/** Who the request acts for: the owning side (`creator`/`enterprise`) or someone else's id in the URL. */
const selfId = (ctx: MatrixContext) => ctx.a[ctx.actor]?.id ?? ctx.a.creator.id;

export const MARKETPLACE_ROWS: MatrixRow[] = [
  // ---- jobs ----
  {
    route: 'GET /api/jobs',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/jobs?q=matrix' } }),
  },
  {
    route: 'GET /api/jobs/:id',
    expected: everyone(200),
    prepare: async (ctx) => ({
      request: { method: 'GET', url: `/api/jobs/${(await makeJob(ctx.app, ctx.a.enterprise.id)).id}` },
    }),
  },
  {
    route: 'POST /api/jobs',
    case: 'for the owning enterprise (admin adds it for them)',
    expected: { ...signedIn(403), enterprise: 201, admin: 201 },
    prepare: (ctx) => ({
      request: { method: 'POST', url: '/api/jobs', payload: jobBody(ctx.a.enterprise.id) },
    }),
  },
  {
    route: 'POST /api/jobs',
    case: 'status, selected creator and owner cannot be forged',
    expected: { ...enterprises(201), admin: 400 },
    prepare: (ctx) => ({
      request: {
        method: 'POST',
        url: '/api/jobs',
        payload: { ...jobBody(), ...forgedFields(ctx.a.creator.id), enterpriseId: undefined },
      },
      check: async (response) => {
        if (response.statusCode !== 201) return;
        const job = await jobRow(ctx.app, response.json().job.id);
        expect(job).toMatchObject({
          enterpriseId: ctx.a[ctx.actor]!.id,
          status: 'open',
          selectedApplicantId: null,
        });
      },
    }),
  },
  {
    route: 'GET /api/enterprise/jobs',
    case: 'only the caller’s jobs',
    expected: enterprises(200),
    prepare: async (ctx) => {
      const job = await makeJob(ctx.app, ctx.a.enterprise.id);
      return {
        request: { method: 'GET', url: '/api/enterprise/jobs' },
        check: showsOnlyTo(ctx, job.title, ['enterprise']),
      };
    },
  },
  {
    route: 'PUT /api/jobs/:id/assignment',
    expected: { ...signedIn(403), admin: 200 },
    prepare: async (ctx) => {
      const { job } = await appliedJob(ctx);
      return {
        request: {
          method: 'PUT',
          url: `/api/jobs/${job.id}/assignment`,
          payload: { creatorId: ctx.a.creator.id },
        },
      };
    },
  },
  {
    route: 'DELETE /api/jobs/:id/assignment',
    expected: { ...signedIn(403), admin: 200 },
    prepare: async (ctx) => ({
      request: { method: 'DELETE', url: `/api/jobs/${(await hiredJob(ctx)).id}/assignment` },
    }),
  },
  {
    route: 'PATCH /api/jobs/:id/status',
    case: 'the owner cannot set its own job’s status either',
    expected: { ...signedIn(403), admin: 200 },
    prepare: async (ctx) => {
      const job = await makeJob(ctx.app, ctx.a.enterprise.id);
      return {
        request: { method: 'PATCH', url: `/api/jobs/${job.id}/status`, payload: { status: 'completed' } },
        check: async (response) => {
          if (response.statusCode !== 200) expect((await jobRow(ctx.app, job.id)).status).toBe('open');
        },
      };
    },
  },
  // ---- applications ----
  {
    route: 'POST /api/jobs/:id/applications',
    case: 'status and creator cannot be forged',
    expected: creators(201),
    prepare: async (ctx) => {
      const job = await makeJob(ctx.app, ctx.a.enterprise.id);
      return {
        request: {
          method: 'POST',
          url: `/api/jobs/${job.id}/applications`,
          payload: {
            proposedPrice: 1500,
            coverLetter: 'Matrix',
            ...forgedFields(ctx.a.otherCreator.id),
            status: 'accepted',
          },
        },
        check: async (response) => {
          const rows = await ctx.app.db.select().from(applications).where(eq(applications.jobId, job.id));
          if (response.statusCode !== 201) return expect(rows).toEqual([]);
          expect(rows).toEqual([
            expect.objectContaining({ creatorId: ctx.a[ctx.actor]!.id, status: 'pending' }),
          ]);
        },
      };
    },
  },
  {
    route: 'GET /api/jobs/:id/applications',
    expected: { ...owningEnterprise(200), admin: 200 },
    prepare: async (ctx) => {
      const { job, coverLetter } = await appliedJob(ctx);
      return {
        request: { method: 'GET', url: `/api/jobs/${job.id}/applications` },
        check: showsOnlyTo(ctx, coverLetter, ['enterprise', 'admin']),
      };
    },
  },
  {
    route: 'GET /api/enterprise/applications',
    case: 'another enterprise’s job id shows nothing',
    expected: enterprises(200),
    prepare: async (ctx) => {
      const { job, coverLetter } = await appliedJob(ctx);
      return {
        request: { method: 'GET', url: `/api/enterprise/applications?jobId=${job.id}` },
        check: showsOnlyTo(ctx, coverLetter, ['enterprise']),
      };
    },
  },
  {
    route: 'GET /api/creator/applications',
    expected: creators(200),
    prepare: async (ctx) => {
      const { coverLetter } = await appliedJob(ctx);
      return {
        request: { method: 'GET', url: '/api/creator/applications' },
        check: showsOnlyTo(ctx, coverLetter, ['creator']),
      };
    },
  },
  ...(['recommend', 'reject'] as const).map((action): MatrixRow => ({
    route: `POST /api/applications/:id/${action}`,
    expected: owningEnterprise(200),
    prepare: async (ctx) => {
      const { application } = await appliedJob(ctx);
      return {
        request: { method: 'POST', url: `/api/applications/${application.id}/${action}` },
        check: async (response) => {
          if (response.statusCode === 200) return;
          const [row] = await ctx.app.db
            .select()
            .from(applications)
            .where(eq(applications.id, application.id));
          expect(row!.status).toBe('pending');
        },
      };
    },
  })),
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
  // ---- ratings (decision 163: only for a job the two worked on together, never oneself) ----
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
  // ---- messages (decision 051) ----
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
    case: 'to the enterprise: its hired creator, an applicant awaiting a decision (decision 182) and admins',
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
