import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_TEXT_MAX_LENGTH, PAGED_LIST_SIZE } from '@kalasetu/shared/limits';
import { applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profiles';
import { realtimeEvents } from '../../db/schema/realtime-events';
import { buildTestApp } from '../../test/build-test-app';
import {
  injectAs,
  makeAdmin,
  makeCreator,
  makeEnterprise,
  makeJob,
  type TestUser,
} from '../../test/factories';

const jobBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Festival video for a dairy cooperative',
  description: 'Two-minute film of the milk collection and the Diwali sweets.',
  location: 'Anand, Gujarat',
  budgetMin: '20000',
  budgetMax: '45000',
  deadline: '2099-03-31',
  skills: ['Videography', 'drone operation'],
  category: 'videography',
  ...overrides,
});

describe('jobs', () => {
  let app: FastifyInstance;
  let enterprise: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    [enterprise, admin] = await Promise.all([
      makeEnterprise(app, { companyName: 'Amrit Dairy Cooperative' }),
      makeAdmin(app),
    ]);
  });
  afterAll(async () => {
    await app.close();
  });

  const jobCount = async (enterpriseId: string) =>
    (await app.db.select({ n: count() }).from(jobs).where(eq(jobs.enterpriseId, enterpriseId)))[0]!.n;
  const post = (user: TestUser | null, payload: object, lang = 'en') =>
    injectAs(app, user, { method: 'POST', url: '/api/jobs', payload, headers: { 'accept-language': lang } });

  describe('posting', () => {
    it('creates an open INR job for the signed-in enterprise, deadline at the end of that day in India', async () => {
      const response = await post(enterprise, jobBody());
      expect(response.statusCode, response.body).toBe(201);
      const { job } = response.json();
      expect(job).toMatchObject({
        title: 'Festival video for a dairy cooperative',
        status: 'open',
        enterpriseId: enterprise.id,
        enterpriseName: 'Amrit Dairy Cooperative',
        budgetMin: 20000,
        budgetMax: 45000,
        budgetCurrency: 'INR',
        category: 'videography',
        // A name and a synonym in any case, stored as the taxonomy's ids (decision 215).
        skills: ['videography', 'drone-operation'],
        applicantCount: 0,
        selectedApplicantId: null,
        viewer: { applicationStatus: null, isOwner: true },
      });
      expect(job.deadline).toBe('2099-03-31T18:29:59.999Z');
    });

    it("refuses missing fields with 'Please fill in all required fields' and writes nothing", async () => {
      const before = await jobCount(enterprise.id);
      const response = await post(enterprise, jobBody({ title: ' ', budgetMin: '', deadline: undefined }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toMatchObject({
        title: 'Please fill in all required fields',
        budgetMin: 'Please fill in all required fields',
        deadline: 'Please fill in all required fields',
      });
      expect(await jobCount(enterprise.id)).toBe(before);
    });

    it('refuses a maximum budget below the minimum, in the reader language, and writes nothing', async () => {
      const before = await jobCount(enterprise.id);
      const response = await post(enterprise, jobBody({ budgetMin: 50000, budgetMax: 20000 }), 'kn');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.budgetMax).toBe('ಗರಿಷ್ಠ ಬಜೆಟ್ ಕನಿಷ್ಠ ಬಜೆಟ್‌ಗಿಂತ ಕಡಿಮೆ ಇರಬಾರದು');
      expect(await jobCount(enterprise.id)).toBe(before);
    });

    it('refuses a past deadline and a non-numeric budget', async () => {
      expect((await post(enterprise, jobBody({ deadline: '2020-01-01' }))).json().error.fields.deadline).toBe(
        'The deadline cannot be in the past',
      );
      expect((await post(enterprise, jobBody({ budgetMax: 'lots' }))).json().error.fields.budgetMax).toBe(
        'Please enter a valid budget',
      );
    });

    it('lets only enterprises post, and only for themselves', async () => {
      const creator = await makeCreator(app);
      const asCreator = await post(creator, jobBody());
      expect(asCreator.statusCode).toBe(403);
      expect(asCreator.json().error.message).toBe('Only enterprise accounts can post jobs');
      expect((await post(null, jobBody())).statusCode).toBe(401);
      const other = await makeEnterprise(app);
      expect((await post(enterprise, jobBody({ enterpriseId: other.id }))).statusCode).toBe(403);
      expect(await jobCount(other.id)).toBe(0);
    });

    it('lets the admin add a job for any enterprise, which must be named', async () => {
      const target = await makeEnterprise(app);
      const response = await post(admin, jobBody({ enterpriseId: target.id }));
      expect(response.statusCode).toBe(201);
      expect(response.json().job.enterpriseId).toBe(target.id);
      const missing = await post(admin, jobBody());
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields.enterpriseId).toBe('Please select an enterprise');
      const creator = await makeCreator(app);
      expect((await post(admin, jobBody({ enterpriseId: creator.id }))).statusCode).toBe(400);
    });

    it('tells creators whose skills match with a new_job notification naming the matched skills', async () => {
      // A skill few other tests give their creators, so this job tells few people.
      const skill = 'sound-design';
      const [matching, hindiReader, unrelated] = await Promise.all([
        makeCreator(app, { skills: [skill] }),
        makeCreator(app, { skills: ['lighting', skill] }),
        makeCreator(app, { skills: ['lighting'] }),
      ]);
      await app.db.update(profiles).set({ language: 'hi' }).where(eq(profiles.id, hindiReader.id));
      const response = await post(enterprise, jobBody({ title: 'पतंग उत्सव', skills: ['Sound Editing'] }));
      expect(response.statusCode, response.body).toBe(201);
      const jobId = response.json().job.id as number;
      const noticesOf = (userId: string) =>
        app.db.select().from(notifications).where(eq(notifications.userId, userId));
      const [mine] = await noticesOf(matching.id);
      expect(mine).toMatchObject({
        type: 'new_job',
        kind: 'new_job',
        params: { title: 'पतंग उत्सव', skills: [skill], category: 'videography' },
        jobId,
        relatedId: String(jobId),
        link: `/jobs/${jobId}`,
        read: false,
      });
      expect((await noticesOf(hindiReader.id))[0]?.params).toEqual({
        title: 'पतंग उत्सव',
        skills: [skill],
        category: 'videography',
      });
      expect(await noticesOf(unrelated.id)).toHaveLength(0);
      const events = await app.db.select().from(realtimeEvents).where(eq(realtimeEvents.userId, matching.id));
      expect(events).toMatchObject([
        { type: 'notification.created', payload: { type: 'new_job', kind: 'new_job' } },
      ]);
    });
  });

  describe('detail', () => {
    it('shows any job with its applicant count, and whether the signed-in creator applied', async () => {
      const job = await makeJob(app, enterprise.id);
      const [applicant, other] = await Promise.all([makeCreator(app), makeCreator(app)]);
      await app.db
        .insert(applications)
        .values({ jobId: job.id, creatorId: applicant.id, proposedPrice: 12000, status: 'recommended' });
      const read = (user: TestUser | null) =>
        injectAs(app, user, { method: 'GET', url: `/api/jobs/${job.id}` });
      const anonymous = await read(null);
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json().job).toMatchObject({
        id: job.id,
        applicantCount: 1,
        viewer: { applicationStatus: null, isOwner: false },
      });
      expect((await read(applicant)).json().job.viewer.applicationStatus).toBe('recommended');
      expect((await read(other)).json().job.viewer.applicationStatus).toBeNull();
      expect((await read(enterprise)).json().job.viewer.isOwner).toBe(true);
    });

    it("says whether the posting enterprise is verified, and follows the admin's verification", async () => {
      const [poster, admin] = await Promise.all([makeEnterprise(app), makeAdmin(app)]);
      const job = await makeJob(app, poster.id);
      const read = async () =>
        (await app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).json().job.enterpriseVerified;
      expect(await read()).toBe(false);
      const verify = await injectAs(app, admin, {
        method: 'POST',
        url: `/api/admin/users/${poster.id}/verify`,
      });
      expect(verify.statusCode).toBe(200);
      expect(await read()).toBe(true);
    });

    it("answers 404 'Job not found' and 400 for an id that is not a number", async () => {
      const missing = await app.inject({ method: 'GET', url: '/api/jobs/2147483000' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Job not found');
      expect((await app.inject({ method: 'GET', url: '/api/jobs/abc' })).statusCode).toBe(400);
    });
  });

  it('lists a card with the start of a long description, and the job itself with all of it', async () => {
    const owner = await makeEnterprise(app);
    const word = `zqcard${Date.now().toString(36)}`;
    const description = `${'Shoot our jaggery, turmeric and chilli packets in daylight.\n\n'.repeat(80)}The end.`;
    const job = await makeJob(app, owner.id, { title: `Packet photos ${word}`, description });
    const cardOf = (jobs: Array<{ id: number; description: string }>) =>
      jobs.find((listed) => listed.id === job.id)?.description;
    const searched = cardOf(
      (await injectAs(app, null, { method: 'GET', url: `/api/jobs?q=${word}` })).json().jobs,
    );
    const onProfile = cardOf(
      (await injectAs(app, null, { method: 'GET', url: `/api/enterprises/${owner.id}/jobs` })).json().items,
    );
    for (const card of [searched, onProfile]) {
      expect([...card!].length).toBeLessThanOrEqual(CARD_TEXT_MAX_LENGTH);
      expect(card).toMatch(/^Shoot our jaggery, turmeric and chilli packets in daylight\. Shoot .*…$/);
    }
    expect(
      (await injectAs(app, null, { method: 'GET', url: `/api/jobs/${job.id}` })).json().job.description,
    ).toBe(description);
    const own = await injectAs(app, owner, { method: 'GET', url: '/api/enterprise/jobs' });
    expect(own.json().jobs[0].description).toBe(description);
  });

  it("lists an enterprise's own jobs in every status, and nobody else's", async () => {
    const owner = await makeEnterprise(app);
    const open = await makeJob(app, owner.id);
    const done = await makeJob(app, owner.id, { status: 'completed' });
    await makeJob(app, enterprise.id);
    const response = await injectAs(app, owner, { method: 'GET', url: '/api/enterprise/jobs' });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .jobs.map((j: { id: number }) => j.id)
        .sort(),
    ).toEqual([open.id, done.id].sort());
  });

  it('gives an enterprise its jobs a page at a time, counted by status, each naming whom it is assigned to', async () => {
    const owner = await makeEnterprise(app);
    const holder = await makeCreator(app, { name: 'Meera Kulkarni' });
    const day = 86_400_000;
    const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * day);
    for (let i = 0; i < PAGED_LIST_SIZE; i++)
      await makeJob(app, owner.id, { title: `Open ${i}`, createdAt: at(i) });
    const assigned = await makeJob(app, owner.id, {
      title: 'Assigned',
      status: 'assigned',
      selectedApplicantId: holder.id,
      assignedAt: at(30),
      createdAt: at(30),
    });
    await makeJob(app, owner.id, { title: 'Done', status: 'completed', createdAt: at(-1) });
    await makeJob(app, enterprise.id, { createdAt: at(40) });
    const pageOf = async (query: string) =>
      (await injectAs(app, owner, { method: 'GET', url: `/api/enterprise/jobs${query}` })).json();

    const first = await pageOf('');
    expect(first).toMatchObject({ page: 1, pageSize: PAGED_LIST_SIZE });
    expect(first.counts).toMatchObject({
      open: PAGED_LIST_SIZE,
      assigned: 1,
      completed: 1,
      cancelled: 0,
    });
    expect(first.jobs).toHaveLength(PAGED_LIST_SIZE);
    expect(first.jobs[0]).toMatchObject({ id: assigned.id, assignedCreatorName: 'Meera Kulkarni' });
    expect(first.jobs[1]).toMatchObject({
      title: `Open ${PAGED_LIST_SIZE - 1}`,
      assignedCreatorName: null,
    });
    const titles = (jobs: { title: string }[]) => jobs.map((job) => job.title);
    expect(titles((await pageOf('?page=2')).jobs)).toEqual(['Open 0', 'Done']);
    const open = await pageOf('?status=open');
    expect(open.jobs).toHaveLength(PAGED_LIST_SIZE);
    expect(open.jobs.every((job: { status: string }) => job.status === 'open')).toBe(true);
    expect(open.counts).toEqual(first.counts);
    expect(titles((await pageOf('?status=completed')).jobs)).toEqual(['Done']);
    for (const query of ['?page=0', '?status=closed', '?status=OPEN', '?page=1e9'])
      expect(
        (await injectAs(app, owner, { method: 'GET', url: `/api/enterprise/jobs${query}` })).statusCode,
        query,
      ).toBe(400);
  });

  describe('admin assignment', () => {
    const assign = (jobId: number, creatorId: string, user: TestUser = admin) =>
      injectAs(app, user, { method: 'PUT', url: `/api/jobs/${jobId}/assignment`, payload: { creatorId } });

    it('assigns a creator who applied: job assigned, their application accepted, creator notified', async () => {
      const job = await makeJob(app, enterprise.id, { title: 'Catalogue shoot' });
      const creator = await makeCreator(app);
      const [applied] = await app.db
        .insert(applications)
        .values({ jobId: job.id, creatorId: creator.id, proposedPrice: 17000, coverLetter: 'Hi' })
        .returning();
      const before = Date.now();
      const response = await assign(job.id, creator.id);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.job).toMatchObject({ status: 'assigned', selectedApplicantId: creator.id });
      // Stamped by this request: no earlier than its start, whatever the machine's speed.
      expect(Date.parse(body.job.assignedAt)).toBeGreaterThanOrEqual(before);
      expect(body.application).toMatchObject({ id: applied!.id, status: 'accepted', proposedPrice: 17000 });
      const notices = await app.db.select().from(notifications).where(eq(notifications.userId, creator.id));
      expect(notices).toMatchObject([
        { type: 'application_status', kind: 'assigned', params: { title: 'Catalogue shoot' } },
      ]);
    });

    it("creates an accepted application at the job's minimum budget when the creator never applied", async () => {
      const job = await makeJob(app, enterprise.id, { budgetMin: 9000, budgetMax: 15000 });
      const creator = await makeCreator(app);
      const response = await assign(job.id, creator.id);
      expect(response.json().application).toMatchObject({
        creatorId: creator.id,
        status: 'accepted',
        proposedPrice: 9000,
        coverLetter: 'Assigned by admin',
      });
      // Assigning again changes nothing and does not notify twice.
      expect((await assign(job.id, creator.id)).statusCode).toBe(200);
      const rows = await app.db
        .select()
        .from(applications)
        .where(and(eq(applications.jobId, job.id), eq(applications.creatorId, creator.id)));
      expect(rows).toHaveLength(1);
      const notices = await app.db.select().from(notifications).where(eq(notifications.userId, creator.id));
      expect(notices).toHaveLength(1);
    });

    it('refuses an unknown creator or job, and rolls everything back', async () => {
      const job = await makeJob(app, enterprise.id);
      const notCreator = await assign(job.id, enterprise.id);
      expect(notCreator.statusCode).toBe(404);
      expect(notCreator.json().error.message).toBe('Creator not found');
      const [after] = await app.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(after).toMatchObject({ status: 'open', selectedApplicantId: null });
      expect((await assign(2147483000, enterprise.id)).statusCode).toBe(404);
      expect((await assign(job.id, 'not-a-uuid')).statusCode).toBe(400);
    });

    it('unassigns: clears the creator and reopens the job', async () => {
      const job = await makeJob(app, enterprise.id);
      const creator = await makeCreator(app);
      await assign(job.id, creator.id);
      const response = await injectAs(app, admin, {
        method: 'DELETE',
        url: `/api/jobs/${job.id}/assignment`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().job).toMatchObject({
        status: 'open',
        selectedApplicantId: null,
        assignedAt: null,
      });
    });

    it('sets any admin status and refuses values outside the list', async () => {
      const job = await makeJob(app, enterprise.id);
      for (const status of [
        'work-started',
        'first-draft',
        'second-draft',
        'completed',
        'cancelled',
        'open',
      ]) {
        const response = await injectAs(app, admin, {
          method: 'PATCH',
          url: `/api/jobs/${job.id}/status`,
          payload: { status },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().job.status).toBe(status);
      }
      const bad = await injectAs(app, admin, {
        method: 'PATCH',
        url: `/api/jobs/${job.id}/status`,
        payload: { status: 'closed' },
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});
