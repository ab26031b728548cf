import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { applications } from '../../db/schema/applications';
import { jobInvitations } from '../../db/schema/job-invitations';
import { makeJob } from '../factories';
import {
  adminOnly,
  appliedJob,
  jobRow,
  secret,
  showsOnlyTo,
  signedIn,
  type MatrixContext,
  type MatrixRow,
} from './matrix-fixtures';

/** A pending application with a secret cover letter, recommended by its enterprise. */
async function recommendation(ctx: MatrixContext) {
  const made = await appliedJob(ctx);
  await ctx.app.db
    .update(applications)
    .set({ status: 'recommended' })
    .where(eq(applications.id, made.application.id));
  return made;
}

const statusOf = async (ctx: MatrixContext, id: number) =>
  (await ctx.app.db.select().from(applications).where(eq(applications.id, id)))[0]!.status;

/** The hiring loop: the admin's queue and candidates, and enterprises' invitations. */
export const HIRING_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/admin/recommendations',
    expected: adminOnly(200),
    prepare: async (ctx) => {
      const { coverLetter } = await recommendation(ctx);
      return {
        request: { method: 'GET', url: '/api/admin/recommendations' },
        check: showsOnlyTo(ctx, coverLetter, ['admin']),
      };
    },
  },
  {
    route: 'GET /api/admin/recommendations/count',
    expected: adminOnly(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/admin/recommendations/count' } }),
  },
  {
    route: 'POST /api/admin/recommendations/:id/accept',
    expected: adminOnly(200),
    prepare: async (ctx) => {
      const { job, application } = await recommendation(ctx);
      return {
        request: { method: 'POST', url: `/api/admin/recommendations/${application.id}/accept` },
        check: async (response) => {
          expect((await jobRow(ctx.app, job.id))!.status).toBe(
            response.statusCode === 200 ? 'assigned' : 'open',
          );
        },
      };
    },
  },
  {
    route: 'POST /api/admin/recommendations/:id/decline',
    expected: adminOnly(200),
    prepare: async (ctx) => {
      const { application } = await recommendation(ctx);
      return {
        request: {
          method: 'POST',
          url: `/api/admin/recommendations/${application.id}/decline`,
          payload: { reason: 'Not this time' },
        },
        check: async (response) => {
          const expected = response.statusCode === 200 ? 'pending' : 'recommended';
          expect(await statusOf(ctx, application.id)).toBe(expected);
        },
      };
    },
  },
  {
    route: 'GET /api/admin/jobs/:id/candidates',
    expected: adminOnly(200),
    prepare: async (ctx) => {
      const { job, coverLetter } = await appliedJob(ctx);
      return {
        request: { method: 'GET', url: `/api/admin/jobs/${job.id}/candidates` },
        check: showsOnlyTo(ctx, coverLetter, ['admin']),
      };
    },
  },
  {
    route: 'POST /api/jobs/:id/invitations',
    case: 'only the enterprise of the job',
    expected: { ...signedIn(403), enterprise: 201 },
    prepare: async (ctx) => {
      const job = await makeJob(ctx.app, ctx.a.enterprise.id);
      return {
        request: {
          method: 'POST',
          url: `/api/jobs/${job.id}/invitations`,
          payload: { creatorId: ctx.a.otherCreator.id },
        },
        check: async (response) => {
          const rows = await ctx.app.db.select().from(jobInvitations).where(eq(jobInvitations.jobId, job.id));
          expect(rows).toHaveLength(response.statusCode === 201 ? 1 : 0);
        },
      };
    },
  },
  {
    route: 'GET /api/jobs/:id/invitations',
    expected: { ...signedIn(403), enterprise: 200 },
    prepare: async (ctx) => {
      const job = await makeJob(ctx.app, ctx.a.enterprise.id);
      await ctx.app.db
        .insert(jobInvitations)
        .values({ jobId: job.id, enterpriseId: ctx.a.enterprise.id, creatorId: ctx.a.creator.id });
      return { request: { method: 'GET', url: `/api/jobs/${job.id}/invitations` } };
    },
  },
  {
    route: 'DELETE /api/invitations/:id',
    case: 'only the enterprise that sent it',
    expected: { ...signedIn(403), enterprise: 200 },
    prepare: async (ctx) => {
      const job = await makeJob(ctx.app, ctx.a.enterprise.id);
      const [invitation] = await ctx.app.db
        .insert(jobInvitations)
        .values({ jobId: job.id, enterpriseId: ctx.a.enterprise.id, creatorId: ctx.a.creator.id })
        .returning();
      return {
        request: { method: 'DELETE', url: `/api/invitations/${invitation!.id}` },
        check: async (response) => {
          const [row] = await ctx.app.db
            .select()
            .from(jobInvitations)
            .where(eq(jobInvitations.id, invitation!.id));
          expect(row!.withdrawnAt !== null).toBe(response.statusCode === 200);
        },
      };
    },
  },
  {
    route: 'GET /api/creator/invitations',
    case: 'each creator sees only their own',
    expected: { ...signedIn(403), creator: 200, otherCreator: 200 },
    prepare: async (ctx) => {
      const title = secret();
      const job = await makeJob(ctx.app, ctx.a.enterprise.id, { title });
      await ctx.app.db
        .insert(jobInvitations)
        .values({ jobId: job.id, enterpriseId: ctx.a.enterprise.id, creatorId: ctx.a.creator.id });
      return {
        request: { method: 'GET', url: '/api/creator/invitations' },
        check: showsOnlyTo(ctx, title, ['creator']),
      };
    },
  },
];
