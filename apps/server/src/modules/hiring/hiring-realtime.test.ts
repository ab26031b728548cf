import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondInstance, buildTestApp, listenOnLoopback } from '../../test/build-test-app';
import { injectAs, makeAdmin, makeCreator, makeEnterprise, makeJob } from '../../test/factories';
import { openEventStream } from '../../test/sse-client';

/** Each step of the hiring loop, taken through instance A, reaches the party that acts next on instance B. */
describe('the hiring loop live across server instances', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlB: string;

  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildSecondInstance(a);
    await listenOnLoopback(a);
    urlB = await listenOnLoopback(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('apply → enterprise, recommend → admin, accept → enterprise and the applicant not chosen', async () => {
    const [enterprise, creator, waiting, admin] = await Promise.all([
      makeEnterprise(a),
      makeCreator(a),
      makeCreator(a),
      makeAdmin(a),
    ]);
    const job = await makeJob(a, enterprise.id);
    const streams = {
      enterprise: await openEventStream(urlB, enterprise.cookie),
      admin: await openEventStream(urlB, admin.cookie),
      waiting: await openEventStream(urlB, waiting.cookie),
    };
    // Every admin hears of every recommendation, also of other tests' at the same time: this job's notices only.
    const notice = (stream: (typeof streams)[keyof typeof streams], kind: string) =>
      stream.next(
        (e) =>
          e.type === 'notification.created' &&
          (e.payload as { kind?: string }).kind === kind &&
          (e.payload as { jobId?: number }).jobId === job.id,
      );
    const apply = (user: typeof creator) =>
      injectAs(a, user, {
        method: 'POST',
        url: `/api/jobs/${job.id}/applications`,
        payload: { proposedPrice: '12000', coverLetter: 'I would love to' },
      });

    const applied = await apply(creator);
    expect(applied.statusCode).toBe(201);
    const applicationId = applied.json().application.id as number;
    expect((await notice(streams.enterprise, 'application_received')).payload).toMatchObject({
      link: `/enterprise-dashboard?tab=applications&job=${job.id}`,
    });
    expect((await apply(waiting)).statusCode).toBe(201);

    const recommended = await injectAs(a, enterprise, {
      method: 'POST',
      url: `/api/applications/${applicationId}/recommend`,
    });
    expect(recommended.statusCode).toBe(200);
    // The payload carries what the browser words its toast from, in the reader's language (decision 200).
    expect((await notice(streams.admin, 'recommendation_received')).payload).toMatchObject({
      link: '/admin?tab=recommendations',
      jobId: job.id,
      actorId: creator.id,
      params: { title: job.title, name: creator.name, enterpriseName: expect.any(String) },
    });

    const accepted = await injectAs(a, admin, {
      method: 'POST',
      url: `/api/admin/recommendations/${applicationId}/accept`,
    });
    expect(accepted.statusCode).toBe(200);
    await notice(streams.enterprise, 'recommendation_accepted');
    await notice(streams.waiting, 'application_not_chosen');
    for (const stream of Object.values(streams)) stream.close();
  });
});
