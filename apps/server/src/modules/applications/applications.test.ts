import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profiles';
import { realtimeEvents } from '../../db/schema/realtime-events';
import { PAGED_LIST_SIZE } from '@kalasetu/shared/limits';
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

    it('gives an enterprise its applicants a page at a time, counted by status, for all jobs or one', async () => {
      const owner = await makeEnterprise(app);
      const creators = [await makeCreator(app), await makeCreator(app), await makeCreator(app)];
      const jobIds: number[] = [];
      for (let i = 0; i < 8; i++) jobIds.push((await makeJob(app, owner.id, { title: `Catalogue ${i}` })).id);
      const statuses = ['pending', 'recommended', 'accepted', 'rejected'] as const;
      const day = 86_400_000;
      // 24 applications, oldest first: job i from creator c on day 3i + c.
      await app.db.insert(applications).values(
        jobIds.flatMap((jobId, i) =>
          creators.map((creator, c) => ({
            jobId,
            creatorId: creator.id,
            proposedPrice: 100 * i + c,
            coverLetter: `Letter ${i}-${c}`,
            status: statuses[(3 * i + c) % 4]!,
            createdAt: new Date(Date.UTC(2026, 0, 1) + (3 * i + c) * day),
          })),
        ),
      );
      // Another enterprise's applicant is neither listed nor counted.
      await apply(creators[0]!, (await makeJob(app, enterprise.id)).id);
      const pageOf = (query: string) =>
        injectAs(app, owner, { method: 'GET', url: `/api/enterprise/applications${query}` });

      const first = (await pageOf('')).json();
      expect(first).toMatchObject({ page: 1, pageSize: PAGED_LIST_SIZE });
      expect(first.counts).toEqual({ pending: 6, recommended: 6, accepted: 6, rejected: 6 });
      expect(first.applications).toHaveLength(PAGED_LIST_SIZE);
      expect(first.applications[0]).toMatchObject({ proposedPrice: 702, coverLetter: 'Letter 7-2' });
      const second = (await pageOf('?page=2')).json();
      expect(second.applications.map((a: { proposedPrice: number }) => a.proposedPrice)).toEqual([
        100, 2, 1, 0,
      ]);

      const oneJob = (await pageOf(`?jobId=${jobIds[1]}`)).json();
      expect(oneJob.counts).toEqual({ pending: 1, recommended: 1, accepted: 0, rejected: 1 });
      expect(oneJob.applications.map((a: { jobId: number }) => a.jobId)).toEqual([
        jobIds[1],
        jobIds[1],
        jobIds[1],
      ]);
      expect((await pageOf(`?jobId=${jobIds[1]}&page=2`)).json().applications).toEqual([]);
      for (const query of ['?page=0', '?page=x', '?jobId=-1', '?page=10001'])
        expect((await pageOf(query)).statusCode, query).toBe(400);
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

    it('gives a creator its history a page at a time, counted by status, without the letters', async () => {
      const creator = await makeCreator(app);
      const other = await makeCreator(app);
      const total = PAGED_LIST_SIZE + 3;
      const statuses = ['pending', 'recommended', 'accepted', 'rejected'] as const;
      const jobIds: number[] = [];
      for (let i = 0; i < total; i++)
        jobIds.push((await makeJob(app, enterprise.id, { title: `Reel ${i}` })).id);
      // Oldest first, a day apart: Reel 22 is the newest.
      const day = 86_400_000;
      await app.db.insert(applications).values(
        jobIds.map((jobId, i) => ({
          jobId,
          creatorId: creator.id,
          proposedPrice: 1000 + i,
          coverLetter: `Letter number ${i} about my reels`,
          status: statuses[i % 4]!,
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * day),
        })),
      );
      await app.db
        .insert(applications)
        .values({ jobId: jobIds[0]!, creatorId: other.id, proposedPrice: 5, status: 'accepted' });
      const pageOf = (query: string) =>
        injectAs(app, creator, { method: 'GET', url: `/api/creator/applications${query}` });

      const first = await pageOf('');
      expect(first.statusCode, first.body).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({ page: 1, pageSize: PAGED_LIST_SIZE });
      expect(body.counts).toEqual({ pending: 6, recommended: 6, accepted: 6, rejected: 5 });
      expect(body.applications).toHaveLength(PAGED_LIST_SIZE);
      expect(body.applications[0]).toMatchObject({
        jobId: jobIds[total - 1],
        job: { title: `Reel ${total - 1}` },
      });
      expect(first.body).not.toContain('Letter number');
      expect(body.applications[0]).not.toHaveProperty('coverLetter');

      const second = (await pageOf('?page=2')).json();
      expect(second.applications.map((a: { proposedPrice: number }) => a.proposedPrice)).toEqual([
        1002, 1001, 1000,
      ]);
      expect(second.counts).toEqual(body.counts);
      expect((await pageOf('?page=3')).json().applications).toEqual([]);
      for (const page of ['0', '-1', 'two', '1.5', '10001'])
        expect((await pageOf(`?page=${page}`)).statusCode, page).toBe(400);
    });
  });
});
