import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATIONS_PER_ENTERPRISE_PER_DAY,
  INVITATIONS_WINDOW_MS,
  PAGED_LIST_SIZE,
} from '@kalasetu/shared/limits';
import { jobInvitations } from '../../db/schema/job-invitations';
import { jobs } from '../../db/schema/jobs';
import { messages } from '../../db/schema/messages';
import { notifications } from '../../db/schema/notifications';
import { buildTestApp } from '../../test/build-test-app';
import {
  injectAs,
  makeActors,
  makeCreator,
  makeEnterprise,
  makeJob,
  type Actors,
  type TestUser,
} from '../../test/factories';

/**
 * An enterprise invites a creator to apply; the invitation opens their conversation about the job
 * (docs/product/hiring.md).
 */
describe('invitations', () => {
  let app: FastifyInstance;
  let a: Actors;

  beforeAll(async () => {
    app = await buildTestApp();
    a = await makeActors(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const invite = (user: TestUser | null, jobId: number, payload: Record<string, unknown>) =>
    injectAs(app, user, { method: 'POST', url: `/api/jobs/${jobId}/invitations`, payload });
  const send = (from: TestUser, to: TestUser) =>
    injectAs(app, from, {
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: to.id, content: 'Hello' },
    });

  it('invites: the creator is told with a link to the job, the note opens the conversation, both may write', async () => {
    const job = await makeJob(app, a.enterprise.id);
    const creator = await makeCreator(app);
    expect((await send(a.enterprise, creator)).statusCode).toBe(403);
    const response = await invite(a.enterprise, job.id, {
      creatorId: creator.id,
      note: '  Loved your work  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().invitation).toMatchObject({
      jobId: job.id,
      enterpriseId: a.enterprise.id,
      creatorId: creator.id,
    });
    const notices = await app.db.select().from(notifications).where(eq(notifications.userId, creator.id));
    expect(notices).toMatchObject([
      {
        kind: 'invitation_received',
        params: { title: job.title, enterpriseName: `${a.enterprise.name} Pvt Ltd` },
        jobId: job.id,
        actorId: a.enterprise.id,
        link: `/jobs/${job.id}`,
      },
    ]);
    const [note] = await app.db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, a.enterprise.id), eq(messages.receiverId, creator.id)));
    expect(note!.content).toBe('Loved your work');
    expect((await send(creator, a.enterprise)).statusCode).toBe(201);
    expect((await send(a.enterprise, creator)).statusCode).toBe(201);
    // Another enterprise gains nothing from it.
    expect((await send(a.otherEnterprise, creator)).statusCode).toBe(403);
    const recipients = await injectAs(app, creator, { method: 'GET', url: '/api/messages/recipients' });
    expect(recipients.json().recipients.map((r: { id: string }) => r.id)).toEqual([a.enterprise.id]);
    // Once the job is no longer open, the invitation no longer opens the conversation.
    await app.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, job.id));
    expect((await send(creator, a.enterprise)).statusCode).toBe(403);
  });

  it('lists the invitations to the enterprise of the job and to the invited creator only', async () => {
    const job = await makeJob(app, a.enterprise.id);
    const creator = await makeCreator(app);
    expect(
      (await invite(a.enterprise, job.id, { creatorId: creator.id, note: 'Your reels' })).statusCode,
    ).toBe(201);
    const own = await injectAs(app, a.enterprise, { method: 'GET', url: `/api/jobs/${job.id}/invitations` });
    expect(own.json().invitations).toMatchObject([{ creatorId: creator.id, creatorName: creator.name }]);
    for (const user of [a.otherEnterprise, a.creator, a.admin]) {
      const other = await injectAs(app, user, { method: 'GET', url: `/api/jobs/${job.id}/invitations` });
      expect(other.statusCode).toBe(403);
    }
    const mine = await injectAs(app, creator, { method: 'GET', url: '/api/creator/invitations' });
    expect(mine.json().invitations).toMatchObject([
      { jobId: job.id, note: 'Your reels', applied: false, job: { title: job.title, status: 'open' } },
    ]);
    await injectAs(app, creator, {
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      payload: { proposedPrice: '9000', coverLetter: 'Happy to' },
    });
    const after = await injectAs(app, creator, { method: 'GET', url: '/api/creator/invitations' });
    expect(after.json().invitations).toMatchObject([{ jobId: job.id, applied: true }]);
    const others = await injectAs(app, a.otherCreator, { method: 'GET', url: '/api/creator/invitations' });
    expect(others.json().invitations.some((i: { jobId: number }) => i.jobId === job.id)).toBe(false);
    expect(
      (await injectAs(app, a.enterprise, { method: 'GET', url: '/api/creator/invitations' })).statusCode,
    ).toBe(403);
  });

  it('gives a creator its invitations a page at a time, newest first, counting only those it holds', async () => {
    const creator = await makeCreator(app);
    const day = 86_400_000;
    const rows = [];
    for (let i = 0; i < PAGED_LIST_SIZE + 3; i++) {
      const job = await makeJob(app, a.enterprise.id, { title: `Invited ${i}` });
      rows.push({
        jobId: job.id,
        enterpriseId: a.enterprise.id,
        creatorId: creator.id,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * day),
      });
    }
    // A withdrawn invitation is neither listed nor counted.
    const withdrawn = await makeJob(app, a.enterprise.id, { title: 'Withdrawn' });
    rows.push({
      jobId: withdrawn.id,
      enterpriseId: a.enterprise.id,
      creatorId: creator.id,
      withdrawnAt: new Date(),
    });
    await app.db.insert(jobInvitations).values(rows);
    const pageOf = async (query: string) =>
      (await injectAs(app, creator, { method: 'GET', url: `/api/creator/invitations${query}` })).json();
    const first = await pageOf('');
    expect(first).toMatchObject({ total: PAGED_LIST_SIZE + 3, page: 1, pageSize: PAGED_LIST_SIZE });
    expect(first.invitations).toHaveLength(PAGED_LIST_SIZE);
    expect(first.invitations[0].job.title).toBe(`Invited ${PAGED_LIST_SIZE + 2}`);
    const titles = (await pageOf('?page=2')).invitations.map((i: { job: { title: string } }) => i.job.title);
    expect(titles).toEqual(['Invited 2', 'Invited 1', 'Invited 0']);
    for (const page of ['0', 'x', '10001'])
      expect(
        (await injectAs(app, creator, { method: 'GET', url: `/api/creator/invitations?page=${page}` }))
          .statusCode,
      ).toBe(400);
  });

  it('refuses other roles, other firms’ jobs, closed jobs, non-creators, applicants and a second invitation', async () => {
    const job = await makeJob(app, a.enterprise.id);
    const creator = await makeCreator(app);
    const body = { creatorId: creator.id };
    expect((await invite(null, job.id, body)).statusCode).toBe(401);
    for (const user of [a.creator, a.admin, a.otherEnterprise])
      expect((await invite(user, job.id, body)).statusCode).toBe(403);
    expect((await invite(a.enterprise, 2147483000, body)).statusCode).toBe(404);
    const closed = await makeJob(app, a.enterprise.id, { status: 'assigned' });
    expect((await invite(a.enterprise, closed.id, body)).statusCode).toBe(409);
    for (const someone of [a.otherEnterprise.id, a.admin.id, randomUUID()])
      expect((await invite(a.enterprise, job.id, { creatorId: someone })).statusCode).toBe(404);
    expect((await invite(a.enterprise, job.id, { creatorId: 'not-an-id' })).statusCode).toBe(400);
    const applicant = await makeCreator(app);
    await injectAs(app, applicant, {
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      payload: { proposedPrice: '9000', coverLetter: 'Me' },
    });
    const applied = await invite(a.enterprise, job.id, { creatorId: applicant.id });
    expect(applied.statusCode).toBe(409);
    expect(applied.json().error.message).toBe('This creator has already applied to this job');
    expect((await invite(a.enterprise, job.id, body)).statusCode).toBe(201);
    const twice = await invite(a.enterprise, job.id, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('You have already invited this creator to this job');
    const stored = await app.db.select().from(jobInvitations).where(eq(jobInvitations.jobId, job.id));
    expect(stored).toHaveLength(1);
  });

  it(`allows ${INVITATIONS_PER_ENTERPRISE_PER_DAY} invitations per enterprise in 24 hours, also when sent at once`, async () => {
    const enterprise = await makeEnterprise(app);
    const [filler, ...racers] = await Promise.all(Array.from({ length: 4 }, () => makeCreator(app)));
    // Earlier invitations, one per job: all but two of today's allowance, and older ones that no longer count.
    const earlier = await Promise.all(
      Array.from({ length: INVITATIONS_PER_ENTERPRISE_PER_DAY + 3 }, () => makeJob(app, enterprise.id)),
    );
    const old = new Date(Date.now() - INVITATIONS_WINDOW_MS - 60_000);
    await app.db.insert(jobInvitations).values(
      earlier.map((job, index) => ({
        jobId: job.id,
        enterpriseId: enterprise.id,
        creatorId: filler!.id,
        ...(index < 5 ? { createdAt: old } : {}),
      })),
    );
    const job = await makeJob(app, enterprise.id);
    const responses = await Promise.all(racers.map((c) => invite(enterprise, job.id, { creatorId: c.id })));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 429)).toHaveLength(1);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json().error.message).toBe(
      'You have sent as many invitations as allowed today. Please try again tomorrow.',
    );
    // Another enterprise has its own allowance.
    const other = await makeJob(app, a.otherEnterprise.id);
    expect((await invite(a.otherEnterprise, other.id, { creatorId: racers[0]!.id })).statusCode).toBe(201);
  });

  it('a decided application closes the conversation the invitation opened; an invitation without a note has none', async () => {
    const job = await makeJob(app, a.enterprise.id);
    const creator = await makeCreator(app);
    const response = await invite(a.enterprise, job.id, { creatorId: creator.id, note: '   ' });
    expect(response.json().invitation.note).toBeNull();
    const notes = await app.db.select().from(messages).where(eq(messages.receiverId, creator.id));
    expect(notes).toHaveLength(0);
    expect((await send(creator, a.enterprise)).statusCode).toBe(201);
    const applied = await injectAs(app, creator, {
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      payload: { proposedPrice: '9000', coverLetter: 'Happy to' },
    });
    expect((await send(a.enterprise, creator)).statusCode).toBe(201);
    const rejected = await injectAs(app, a.enterprise, {
      method: 'POST',
      url: `/api/applications/${applied.json().application.id}/reject`,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await send(a.enterprise, creator)).statusCode).toBe(403);
    expect((await send(creator, a.enterprise)).statusCode).toBe(403);
    const recipients = await injectAs(app, a.enterprise, { method: 'GET', url: '/api/messages/recipients' });
    expect(recipients.json().recipients.some((r: { id: string }) => r.id === creator.id)).toBe(false);
  });

  describe('withdrawing', () => {
    const withdraw = (user: TestUser | null, id: number) =>
      injectAs(app, user, { method: 'DELETE', url: `/api/invitations/${id}` });
    const listed = async (user: TestUser, jobId: number) => ({
      job: (
        await injectAs(app, a.enterprise, { method: 'GET', url: `/api/jobs/${jobId}/invitations` })
      ).json().invitations as Array<{ id: number }>,
      creator: (await injectAs(app, user, { method: 'GET', url: '/api/creator/invitations' })).json()
        .invitations as Array<{ id: number }>,
    });

    it('only the sender withdraws; the creator is told and it leaves both lists', async () => {
      const job = await makeJob(app, a.enterprise.id);
      const creator = await makeCreator(app);
      const id = (await invite(a.enterprise, job.id, { creatorId: creator.id })).json().invitation
        .id as number;
      expect((await listed(creator, job.id)).creator.map((i) => i.id)).toEqual([id]);
      expect((await withdraw(null, id)).statusCode).toBe(401);
      for (const user of [creator, a.otherEnterprise, a.admin, a.otherCreator])
        expect((await withdraw(user, id)).statusCode).toBe(403);
      const response = await withdraw(a.enterprise, id);
      expect(response.statusCode, response.body).toBe(200);
      expect(await listed(creator, job.id)).toEqual({ job: [], creator: [] });
      const notices = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, creator.id), eq(notifications.kind, 'invitation_withdrawn')));
      expect(notices).toMatchObject([
        { params: { title: job.title }, jobId: job.id, actorId: a.enterprise.id },
      ]);
      // Twice, or an id that names nothing: not found.
      expect((await withdraw(a.enterprise, id)).statusCode).toBe(404);
      expect((await withdraw(a.enterprise, 2_147_483_647)).statusCode).toBe(404);
    });

    it('a withdrawn invitation may be sent again, and still counts toward the daily limit', async () => {
      const enterprise = await makeEnterprise(app);
      const job = await makeJob(app, enterprise.id);
      const creator = await makeCreator(app);
      const id = (await invite(enterprise, job.id, { creatorId: creator.id })).json().invitation.id as number;
      expect((await withdraw(enterprise, id)).statusCode).toBe(200);
      const again = await invite(enterprise, job.id, {
        creatorId: creator.id,
        note: 'Sorry, please do apply',
      });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().invitation).toMatchObject({ id, note: 'Sorry, please do apply' });
      expect((await listed(creator, job.id)).creator.map((i) => i.id)).toEqual([id]);
      const rows = await app.db
        .select()
        .from(jobInvitations)
        .where(eq(jobInvitations.enterpriseId, enterprise.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.withdrawnAt).toBeNull();
      // Withdrawn invitations are counted: withdrawing does not make room for more.
      await app.db.update(jobInvitations).set({ withdrawnAt: new Date() }).where(eq(jobInvitations.id, id));
      const others = await Promise.all(
        Array.from({ length: INVITATIONS_PER_ENTERPRISE_PER_DAY - 1 }, () => makeCreator(app)),
      );
      for (const other of others)
        expect((await invite(enterprise, job.id, { creatorId: other.id })).statusCode).toBe(201);
      const extra = await makeCreator(app);
      expect((await invite(enterprise, job.id, { creatorId: extra.id })).statusCode).toBe(429);
    });
  });
});
