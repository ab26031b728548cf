import { expect } from 'vitest';
import { makeJob } from '../factories';
import {
  appliedJob,
  enterprises,
  everyone,
  forgedFields,
  hiredJob,
  jobRow,
  showsOnlyTo,
  signedIn,
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

/** Jobs: the public board, posting, the enterprise's own list and the admin's assignment and status. */
export const JOB_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/jobs',
    case: 'unfiltered',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/jobs' } }),
  },
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
  {
    route: 'DELETE /api/jobs/:id/assignment',
    case: 'a job nobody holds: the admin’s unassign is idempotent',
    expected: { ...signedIn(403), admin: 200 },
    prepare: async (ctx) => ({
      request: { method: 'DELETE', url: `/api/jobs/${(await appliedJob(ctx)).job.id}/assignment` },
    }),
  },
];
