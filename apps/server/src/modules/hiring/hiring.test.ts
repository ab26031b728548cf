import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';
import { realtimeEvents } from '../../db/schema/realtime-events';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, makeCreator, makeJob, type Actors, type TestUser } from '../../test/factories';

/** The hiring loop through the API: who is told what at each step, and the admin's queue. */
describe('hiring loop', () => {
  let app: FastifyInstance;
  let a: Actors;

  beforeAll(async () => {
    app = await buildTestApp();
    a = await makeActors(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const noticesOf = (user: TestUser, jobId?: number) =>
    app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), jobId ? eq(notifications.jobId, jobId) : undefined));
  const apply = async (creator: TestUser, jobId: number, price = 15000) => {
    const response = await injectAs(app, creator, {
      method: 'POST',
      url: `/api/jobs/${jobId}/applications`,
      payload: { proposedPrice: String(price), coverLetter: `I can do it ${randomUUID().slice(0, 4)}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().application.id as number;
  };
  const recommend = (user: TestUser | null, id: number) =>
    injectAs(app, user, { method: 'POST', url: `/api/applications/${id}/recommend` });
  const queue = (user: TestUser | null) =>
    injectAs(app, user, { method: 'GET', url: '/api/admin/recommendations' });
  const accept = (user: TestUser | null, id: number) =>
    injectAs(app, user, { method: 'POST', url: `/api/admin/recommendations/${id}/accept` });
  const decline = (user: TestUser | null, id: number, reason: unknown = 'The budget is below our floor') =>
    injectAs(app, user, {
      method: 'POST',
      url: `/api/admin/recommendations/${id}/decline`,
      payload: { reason },
    });

  async function recommended(title = `Loop job ${randomUUID().slice(0, 6)}`) {
    const job = await makeJob(app, a.enterprise.id, { title });
    const creator = await makeCreator(app, { name: `Applicant ${randomUUID().slice(0, 6)}` });
    const id = await apply(creator, job.id, 17000);
    expect((await recommend(a.enterprise, id)).statusCode).toBe(200);
    return { job, creator, id };
  }

  it('tells the enterprise when someone applies, naming them and linking to the job’s applicants', async () => {
    const job = await makeJob(app, a.enterprise.id);
    const id = await apply(a.creator, job.id);
    expect(await noticesOf(a.enterprise, job.id)).toMatchObject([
      {
        type: 'application_status',
        kind: 'application_received',
        params: { title: job.title, name: a.creator.name },
        applicationId: id,
        actorId: a.creator.id,
        link: `/enterprise-dashboard?tab=applications&job=${job.id}`,
      },
    ]);
    const events = await app.db
      .select()
      .from(realtimeEvents)
      .where(eq(realtimeEvents.userId, a.enterprise.id));
    expect(
      events.some(
        (e) =>
          e.type === 'notification.created' &&
          (e.payload as { kind?: string }).kind === 'application_received',
      ),
    ).toBe(true);
    expect(await noticesOf(a.otherEnterprise, job.id)).toEqual([]);
  });

  it('on a recommendation tells the creator and every admin, and queues it newest first with all it needs', async () => {
    const first = await recommended();
    const second = await recommended();
    expect(await noticesOf(second.creator, second.job.id)).toMatchObject([
      { kind: 'application_recommended', link: '/dashboard?tab=applications' },
    ]);
    expect(await noticesOf(a.admin, second.job.id)).toMatchObject([
      {
        kind: 'recommendation_received',
        params: { title: second.job.title, name: second.creator.name },
        applicationId: second.id,
        link: '/admin?tab=recommendations',
      },
    ]);
    const response = await queue(a.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ids = body.recommendations.map((r: { applicationId: number }) => r.applicationId);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(body.count).toBeGreaterThanOrEqual(2);
    expect(
      body.recommendations.find((r: { applicationId: number }) => r.applicationId === second.id),
    ).toMatchObject({
      proposedPrice: 17000,
      coverLetter: expect.stringContaining('I can do it'),
      job: { id: second.job.id, title: second.job.title, budgetMin: 10000, budgetMax: 20000 },
      enterprise: { id: a.enterprise.id, isVerified: false },
      creator: { id: second.creator.id, name: second.creator.name, isVerified: false, ratingCount: 0 },
    });
    const count = await injectAs(app, a.admin, { method: 'GET', url: '/api/admin/recommendations/count' });
    expect(count.json()).toEqual({ count: body.count });
  });

  it('keeps the queue and its count to admins', async () => {
    for (const user of [a.creator, a.enterprise]) {
      expect((await queue(user)).statusCode).toBe(403);
      const count = await injectAs(app, user, { method: 'GET', url: '/api/admin/recommendations/count' });
      expect(count.statusCode).toBe(403);
    }
    expect((await queue(null)).statusCode).toBe(401);
  });

  it('accepting assigns the recommended creator in one step; the enterprise hears its recommendation was accepted and the other applicants that someone else was chosen', async () => {
    const { job, creator, id } = await recommended();
    const waiting = await makeCreator(app);
    const waitingId = await apply(waiting, job.id);
    const response = await accept(a.admin, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      job: { id: job.id, status: 'assigned', selectedApplicantId: creator.id },
      application: { id, status: 'accepted', proposedPrice: 17000 },
    });
    expect((await noticesOf(creator, job.id)).map((n) => n.kind).sort()).toEqual([
      'application_recommended',
      'assigned',
    ]);
    expect((await noticesOf(creator, job.id)).find((n) => n.kind === 'assigned')?.link).toBe(
      `/dashboard?tab=messages&to=${a.enterprise.id}`,
    );
    const told = (await noticesOf(a.enterprise, job.id)).find((n) => n.kind === 'recommendation_accepted');
    expect(told).toMatchObject({
      params: { title: job.title, name: creator.name },
      actorId: creator.id,
      link: `/enterprise-dashboard?tab=messages&to=${creator.id}`,
    });
    expect(await noticesOf(waiting, job.id)).toMatchObject([
      { kind: 'application_not_chosen', applicationId: waitingId, link: '/jobs' },
    ]);
    // Decided: out of the queue, and a second decision is refused.
    const ids = (await queue(a.admin))
      .json()
      .recommendations.map((r: { applicationId: number }) => r.applicationId);
    expect(ids).not.toContain(id);
    expect((await accept(a.admin, id)).statusCode).toBe(409);
    expect((await decline(a.admin, id)).statusCode).toBe(409);
  });

  it('a plain assignment names the creator to the enterprise (creator_assigned)', async () => {
    const job = await makeJob(app, a.enterprise.id);
    const creator = await makeCreator(app);
    const response = await injectAs(app, a.admin, {
      method: 'PUT',
      url: `/api/jobs/${job.id}/assignment`,
      payload: { creatorId: creator.id },
    });
    expect(response.statusCode).toBe(200);
    expect(await noticesOf(a.enterprise, job.id)).toMatchObject([
      { kind: 'creator_assigned', params: { title: job.title, name: creator.name }, actorId: creator.id },
    ]);
  });

  it('declining sends the application back to pending with the reason, which the enterprise reads', async () => {
    const { job, creator, id } = await recommended();
    expect((await decline(a.admin, id, '   ')).statusCode).toBe(400);
    expect((await decline(a.admin, id, 'x'.repeat(501))).statusCode).toBe(400);
    const response = await decline(a.admin, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().application).toMatchObject({ id, status: 'pending' });
    expect(
      (await noticesOf(a.enterprise, job.id)).find((n) => n.kind === 'recommendation_declined'),
    ).toMatchObject({
      params: { title: job.title, name: creator.name, reason: 'The budget is below our floor' },
      link: `/enterprise-dashboard?tab=applications&job=${job.id}`,
    });
    const [row] = await app.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ status: 'pending', declineReason: 'The budget is below our floor' });
    const seen = await injectAs(app, a.enterprise, {
      method: 'GET',
      url: `/api/jobs/${job.id}/applications`,
    });
    expect(seen.json().applications).toMatchObject([{ id, declineReason: 'The budget is below our floor' }]);
    // The reason is written for the enterprise, not shown to the creator.
    const own = await injectAs(app, creator, { method: 'GET', url: '/api/creator/applications' });
    expect(own.body).not.toContain('below our floor');
    // The creator is told that the hire was not approved, without the reason, and where their application is.
    const told = (await noticesOf(creator, job.id)).find((n) => n.kind === 'recommendation_not_approved');
    expect(told).toMatchObject({ params: { title: job.title }, link: '/dashboard?tab=applications' });
    expect(JSON.stringify(told)).not.toContain('below our floor');
    // The enterprise may recommend again; the old reason goes with the new recommendation.
    expect((await recommend(a.enterprise, id)).statusCode).toBe(200);
    const [again] = await app.db.select().from(applications).where(eq(applications.id, id));
    expect(again).toMatchObject({ status: 'recommended', declineReason: null });
  });

  it('lets only the admin accept or decline, and refuses what is not an awaiting recommendation', async () => {
    const { id } = await recommended();
    for (const user of [a.creator, a.enterprise, a.otherEnterprise]) {
      expect((await accept(user, id)).statusCode).toBe(403);
      expect((await decline(user, id)).statusCode).toBe(403);
    }
    expect((await accept(null, id)).statusCode).toBe(401);
    const [row] = await app.db.select().from(applications).where(eq(applications.id, id));
    expect(row!.status).toBe('recommended');
    expect((await accept(a.admin, 2147483000)).statusCode).toBe(404);
    const job = await makeJob(app, a.enterprise.id);
    const pending = await apply(await makeCreator(app), job.id);
    expect((await accept(a.admin, pending)).statusCode).toBe(409);
    // A recommendation whose job was closed meanwhile is not awaiting anything.
    const closed = await recommended();
    await app.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, closed.job.id));
    expect((await accept(a.admin, closed.id)).statusCode).toBe(409);
  });

  it('two admins accepting at once assign once', async () => {
    const { id } = await recommended();
    const responses = await Promise.all([accept(a.admin, id), accept(a.admin, id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('lists a job’s applicants first for assignment, the recommended one first and marked, then others', async () => {
    const tag = randomUUID().slice(0, 6);
    const job = await makeJob(app, a.enterprise.id);
    const [early, picked, outsider] = await Promise.all([
      makeCreator(app, { name: `Cand ${tag} early` }),
      makeCreator(app, { name: `Cand ${tag} picked` }),
      makeCreator(app, { name: `Cand ${tag} outsider` }),
    ]);
    await apply(early, job.id, 9000);
    const pickedId = await apply(picked, job.id, 12000);
    expect((await recommend(a.enterprise, pickedId)).statusCode).toBe(200);
    const url = `/api/admin/jobs/${job.id}/candidates?q=${encodeURIComponent(`Cand ${tag}`)}`;
    const response = await injectAs(app, a.admin, { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    const candidates = response.json().candidates;
    expect(candidates.map((c: { creator: { id: string } }) => c.creator.id)).toEqual([
      picked.id,
      early.id,
      outsider.id,
    ]);
    expect(candidates[0]).toMatchObject({
      recommended: true,
      application: { status: 'recommended', proposedPrice: 12000 },
    });
    expect(candidates[1]).toMatchObject({
      recommended: false,
      application: { status: 'pending', proposedPrice: 9000 },
    });
    expect(candidates[2]).toMatchObject({ recommended: false, application: null });
    for (const user of [a.enterprise, a.creator])
      expect((await injectAs(app, user, { method: 'GET', url })).statusCode).toBe(403);
    const missing = await injectAs(app, a.admin, {
      method: 'GET',
      url: '/api/admin/jobs/2147483000/candidates',
    });
    expect(missing.statusCode).toBe(404);
  });
});
