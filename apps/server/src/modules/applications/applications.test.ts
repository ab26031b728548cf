import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profiles';
import { realtimeEvents } from '../../db/schema/realtime-events';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeCreator, makeEnterprise, makeJob, type TestUser } from '../../test/factories';

describe('applications', () => {
  let app: FastifyInstance;
  let enterprise: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    enterprise = await makeEnterprise(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const apply = (user: TestUser | null, jobId: number, payload: object = {}, lang = 'en') =>
    injectAs(app, user, {
      method: 'POST',
      url: `/api/jobs/${jobId}/applications`,
      payload: { proposedPrice: '18,000', coverLetter: 'I filmed three weaving clusters.', ...payload },
      headers: { 'accept-language': lang },
    });
  const applicationsTo = async (jobId: number) =>
    (await app.db.select({ n: count() }).from(applications).where(eq(applications.jobId, jobId)))[0]!.n;

  describe('applying', () => {
    it('records a pending application with the price in whole rupees and tells the enterprise live', async () => {
      const job = await makeJob(app, enterprise.id);
      const creator = await makeCreator(app);
      const response = await apply(creator, job.id);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().application).toMatchObject({
        jobId: job.id,
        creatorId: creator.id,
        proposedPrice: 18000,
        coverLetter: 'I filmed three weaving clusters.',
        status: 'pending',
      });
      const events = await app.db
        .select()
        .from(realtimeEvents)
        .where(eq(realtimeEvents.userId, enterprise.id));
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'application.updated',
          payload: expect.objectContaining({ jobId: job.id }),
        }),
      );
      const detail = await injectAs(app, creator, { method: 'GET', url: `/api/jobs/${job.id}` });
      expect(detail.json().job).toMatchObject({
        applicantCount: 1,
        viewer: { applicationStatus: 'pending' },
      });
    });

    it('accepts one application per creator and job: the second gets a clear 409', async () => {
      const job = await makeJob(app, enterprise.id);
      const creator = await makeCreator(app);
      expect((await apply(creator, job.id)).statusCode).toBe(201);
      const again = await apply(creator, job.id, {}, 'mr');
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        code: 'already_applied',
        message: 'तुम्ही या कामासाठी आधीच अर्ज केला आहे',
      });
      expect(await applicationsTo(job.id)).toBe(1);
    });

    it('lets exactly one of two racing requests in', async () => {
      const job = await makeJob(app, enterprise.id);
      const creator = await makeCreator(app);
      const responses = await Promise.all([apply(creator, job.id), apply(creator, job.id)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.statusCode === 409)!.json().error.code).toBe('already_applied');
      expect(await applicationsTo(job.id)).toBe(1);
    });

    it("refuses a missing or non-numeric price with 'Please enter a valid budget', and a blank letter", async () => {
      const job = await makeJob(app, enterprise.id);
      const creator = await makeCreator(app);
      for (const proposedPrice of ['', 'abc', '-5', 12.5]) {
        const response = await apply(creator, job.id, { proposedPrice });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields.proposedPrice).toBe('Please enter a valid budget');
      }
      const blank = await apply(creator, job.id, { coverLetter: '   ' });
      expect(blank.json().error.fields.coverLetter).toBe('Please write a cover letter');
      expect(await applicationsTo(job.id)).toBe(0);
    });

    it("refuses everyone but creators ('Only creators can apply to jobs'), and closed or missing jobs", async () => {
      const job = await makeJob(app, enterprise.id);
      const asEnterprise = await apply(enterprise, job.id);
      expect(asEnterprise.statusCode).toBe(403);
      expect(asEnterprise.json().error.message).toBe('Only creators can apply to jobs');
      expect((await apply(null, job.id)).statusCode).toBe(401);
      const creator = await makeCreator(app);
      const closed = await makeJob(app, enterprise.id, { status: 'assigned' });
      const late = await apply(creator, closed.id);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe('This job is no longer accepting applications');
      expect((await apply(creator, 2147483000)).statusCode).toBe(404);
      expect(await applicationsTo(job.id)).toBe(0);
    });
  });

  describe('recommend and reject', () => {
    async function pendingApplication(title = 'Spice packet photos') {
      const job = await makeJob(app, enterprise.id, { title });
      const creator = await makeCreator(app);
      const id = (await apply(creator, job.id)).json().application.id as number;
      return { job, creator, id };
    }
    const decide = (user: TestUser | null, id: number, action: 'recommend' | 'reject', lang = 'en') =>
      injectAs(app, user, {
        method: 'POST',
        url: `/api/applications/${id}/${action}`,
        headers: { 'accept-language': lang },
      });
    const noticesOf = (userId: string) =>
      app.db.select().from(notifications).where(eq(notifications.userId, userId));

    it("recommends: status recommended, 'Application sent for admin approval', creator notified", async () => {
      const { creator, id } = await pendingApplication();
      const response = await decide(enterprise, id, 'recommend');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        application: { id, status: 'recommended' },
        message: 'Application sent for admin approval',
      });
      expect(await noticesOf(creator.id)).toMatchObject([
        {
          type: 'application_status',
          kind: 'application_recommended',
          params: { title: 'Spice packet photos' },
          applicationId: id,
          relatedId: String(id),
        },
      ]);
    });

    it("rejects: status rejected, 'Application rejected', the notice a kind with the job's title", async () => {
      const { creator, id } = await pendingApplication('ರೇಷ್ಮೆ ಸೀರೆ');
      await app.db.update(profiles).set({ language: 'kn' }).where(eq(profiles.id, creator.id));
      const response = await decide(enterprise, id, 'reject', 'hi');
      expect(response.json()).toMatchObject({
        application: { status: 'rejected' },
        message: 'आवेदन अस्वीकार किया गया',
      });
      expect((await noticesOf(creator.id))[0]).toMatchObject({
        kind: 'application_rejected',
        params: { title: 'ರೇಷ್ಮೆ ಸೀರೆ' },
        link: '/jobs',
      });
    });

    it('acts only on pending applications (409), and only once under a race', async () => {
      const { creator, id } = await pendingApplication();
      const responses = await Promise.all([
        decide(enterprise, id, 'recommend'),
        decide(enterprise, id, 'reject'),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = responses.find((r) => r.statusCode === 409)!;
      expect(refused.json().error.message).toBe('Only pending applications can be recommended or rejected');
      expect(await noticesOf(creator.id)).toHaveLength(1);
    });

    it("refuses another enterprise's application, and unknown ids", async () => {
      const { id } = await pendingApplication();
      const other = await makeEnterprise(app);
      expect((await decide(other, id, 'reject')).statusCode).toBe(403);
      expect((await decide(enterprise, 2147483000, 'reject')).statusCode).toBe(404);
      const [row] = await app.db.select().from(applications).where(eq(applications.id, id));
      expect(row?.status).toBe('pending');
    });
  });

  describe('lists', () => {
    it('shows an enterprise the applications to its own jobs only, with the applicant profile', async () => {
      const owner = await makeEnterprise(app);
      const job = await makeJob(app, owner.id, { title: 'Pottery reels' });
      const elsewhere = await makeJob(app, enterprise.id);
      const creator = await makeCreator(app, { name: 'Kavya Hegde', skills: ['Videography'] });
      await apply(creator, job.id);
      await apply(creator, elsewhere.id);
      const all = await injectAs(app, owner, { method: 'GET', url: '/api/enterprise/applications' });
      expect(all.json().applications).toMatchObject([
        {
          jobId: job.id,
          jobTitle: 'Pottery reels',
          creator: { name: 'Kavya Hegde', skills: ['Videography'] },
        },
      ]);
      const perJob = await injectAs(app, owner, { method: 'GET', url: `/api/jobs/${job.id}/applications` });
      expect(perJob.json().applications).toHaveLength(1);
      const filtered = await injectAs(app, owner, {
        method: 'GET',
        url: `/api/enterprise/applications?jobId=${elsewhere.id}`,
      });
      expect(filtered.json().applications).toEqual([]);
    });

    it('shows a creator its own applications with the job', async () => {
      const creator = await makeCreator(app);
      const job = await makeJob(app, enterprise.id, { title: 'Coir mat catalogue' });
      await apply(creator, job.id);
      const response = await injectAs(app, creator, { method: 'GET', url: '/api/creator/applications' });
      expect(response.json().applications).toMatchObject([
        { jobId: job.id, status: 'pending', job: { title: 'Coir mat catalogue', status: 'open' } },
      ]);
      const mine = await app.db
        .select()
        .from(applications)
        .where(and(eq(applications.creatorId, creator.id), eq(applications.jobId, job.id)));
      expect(mine).toHaveLength(1);
    });
  });
});
