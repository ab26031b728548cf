import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { applications } from '../../db/schema/applications';
import { makeJob } from '../factories';
import {
  appliedJob,
  creators,
  enterprises,
  forgedFields,
  showsOnlyTo,
  type MatrixRow,
} from './matrix-fixtures';

/** The enterprise that owns the job passes; the other enterprise is refused. */
const owningEnterprise = (status: number) => ({ ...enterprises(status), otherEnterprise: 403 });

/** Applications: applying, the lists each side sees, and the enterprise's decisions. */
export const APPLICATION_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/jobs/:id/applications',
    case: 'a plain application',
    expected: creators(201),
    prepare: async (ctx) => ({
      request: {
        method: 'POST',
        url: `/api/jobs/${(await makeJob(ctx.app, ctx.a.enterprise.id)).id}/applications`,
        payload: { proposedPrice: 1500, coverLetter: 'Matrix' },
      },
    }),
  },
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
      // The list shows the job, not the letter: the job's unique title is what only its creator may read here.
      const { job } = await appliedJob(ctx);
      return {
        request: { method: 'GET', url: '/api/creator/applications' },
        check: showsOnlyTo(ctx, job.title, ['creator']),
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
  {
    route: 'GET /api/enterprise/applications',
    case: 'unfiltered: every application to the caller’s jobs, no one else’s',
    expected: enterprises(200),
    prepare: async (ctx) => {
      const { coverLetter } = await appliedJob(ctx);
      return {
        request: { method: 'GET', url: '/api/enterprise/applications' },
        check: showsOnlyTo(ctx, coverLetter, ['enterprise']),
      };
    },
  },
];
