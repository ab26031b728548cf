import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, makeJob, type Actors } from '../../test/factories';

type ActorName = keyof Actors;
const ACTORS: ActorName[] = [
  'anonymous',
  'creator',
  'otherCreator',
  'enterprise',
  'otherEnterprise',
  'admin',
];

/** A job of `enterprise` with a pending application from `creator`, fresh for every request of the matrix. */
interface Fixture {
  jobId: number;
  applicationId: number;
  /** Another open job of `enterprise` that nobody applied to. */
  freshJobId: number;
}

interface Row {
  endpoint: string;
  request: (f: Fixture, actors: Actors) => InjectOptions;
  expected: Record<ActorName, number>;
}

const jobPayload = (enterpriseId: string) => ({
  title: 'Matrix job',
  description: 'Checks who may post.',
  location: 'Remote',
  budgetMin: 1000,
  budgetMax: 2000,
  deadline: '2099-12-31',
  enterpriseId,
});

const anyone = {
  anonymous: 200,
  creator: 200,
  otherCreator: 200,
  enterprise: 200,
  otherEnterprise: 200,
  admin: 200,
};
const adminOnly = {
  anonymous: 401,
  creator: 403,
  otherCreator: 403,
  enterprise: 403,
  otherEnterprise: 403,
  admin: 200,
};
const enterprises = {
  anonymous: 401,
  creator: 403,
  otherCreator: 403,
  enterprise: 200,
  otherEnterprise: 200,
  admin: 403,
};
const owningEnterprise = { ...enterprises, otherEnterprise: 403 };

const MATRIX: Row[] = [
  { endpoint: 'GET /api/jobs', request: () => ({ method: 'GET', url: '/api/jobs' }), expected: anyone },
  {
    endpoint: 'GET /api/jobs/:id',
    request: (f) => ({ method: 'GET', url: `/api/jobs/${f.jobId}` }),
    expected: anyone,
  },
  {
    endpoint: 'POST /api/jobs (for the owning enterprise)',
    request: (_f, a) => ({ method: 'POST', url: '/api/jobs', payload: jobPayload(a.enterprise.id) }),
    expected: {
      anonymous: 401,
      creator: 403,
      otherCreator: 403,
      enterprise: 201,
      otherEnterprise: 403,
      admin: 201,
    },
  },
  {
    endpoint: 'GET /api/enterprise/jobs',
    request: () => ({ method: 'GET', url: '/api/enterprise/jobs' }),
    expected: enterprises,
  },
  {
    endpoint: 'GET /api/jobs/:id/applications',
    request: (f) => ({ method: 'GET', url: `/api/jobs/${f.jobId}/applications` }),
    expected: { ...owningEnterprise, admin: 200 },
  },
  {
    endpoint: 'POST /api/jobs/:id/applications',
    request: (f) => ({
      method: 'POST',
      url: `/api/jobs/${f.freshJobId}/applications`,
      payload: { proposedPrice: 1500, coverLetter: 'Matrix' },
    }),
    expected: {
      anonymous: 401,
      creator: 201,
      otherCreator: 201,
      enterprise: 403,
      otherEnterprise: 403,
      admin: 403,
    },
  },
  {
    endpoint: 'GET /api/enterprise/applications',
    request: () => ({ method: 'GET', url: '/api/enterprise/applications' }),
    expected: enterprises,
  },
  {
    endpoint: 'GET /api/creator/applications',
    request: () => ({ method: 'GET', url: '/api/creator/applications' }),
    expected: {
      anonymous: 401,
      creator: 200,
      otherCreator: 200,
      enterprise: 403,
      otherEnterprise: 403,
      admin: 403,
    },
  },
  {
    endpoint: 'POST /api/applications/:id/recommend',
    request: (f) => ({ method: 'POST', url: `/api/applications/${f.applicationId}/recommend` }),
    expected: owningEnterprise,
  },
  {
    endpoint: 'POST /api/applications/:id/reject',
    request: (f) => ({ method: 'POST', url: `/api/applications/${f.applicationId}/reject` }),
    expected: owningEnterprise,
  },
  {
    endpoint: 'PUT /api/jobs/:id/assignment',
    request: (f, a) => ({
      method: 'PUT',
      url: `/api/jobs/${f.jobId}/assignment`,
      payload: { creatorId: a.creator.id },
    }),
    expected: adminOnly,
  },
  {
    endpoint: 'DELETE /api/jobs/:id/assignment',
    request: (f) => ({ method: 'DELETE', url: `/api/jobs/${f.jobId}/assignment` }),
    expected: adminOnly,
  },
  {
    endpoint: 'PATCH /api/jobs/:id/status',
    request: (f) => ({
      method: 'PATCH',
      url: `/api/jobs/${f.jobId}/status`,
      payload: { status: 'completed' },
    }),
    expected: adminOnly,
  },
];

describe('jobs and applications permission matrix', () => {
  let app: FastifyInstance;
  let actors: Actors;
  beforeAll(async () => {
    app = await buildTestApp();
    actors = await makeActors(app);
  });
  afterAll(async () => {
    await app.close();
  });

  async function fixture(): Promise<Fixture> {
    const job = await makeJob(app, actors.enterprise.id);
    const fresh = await makeJob(app, actors.enterprise.id);
    const [application] = await app.db
      .insert(applications)
      .values({ jobId: job.id, creatorId: actors.creator.id, proposedPrice: 1000, coverLetter: 'Matrix' })
      .returning();
    return { jobId: job.id, applicationId: application!.id, freshJobId: fresh.id };
  }

  it.each(MATRIX)('$endpoint', async ({ request, expected }) => {
    const actual: Record<string, number> = {};
    for (const name of ACTORS) {
      const f = await fixture();
      const response = await injectAs(app, actors[name], request(f, actors));
      actual[name] = response.statusCode;
    }
    expect(actual).toEqual(expected);
  });
});
