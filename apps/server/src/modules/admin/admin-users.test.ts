import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { jobComments } from '../../db/schema/job-comments';
import { jobs } from '../../db/schema/jobs';
import { messages } from '../../db/schema/messages';
import { profiles } from '../../db/schema/profiles';
import { ratings } from '../../db/schema/ratings';
import { sessions } from '../../db/schema/sessions';
import { buildTestApp } from '../../test/build-test-app';
import {
  injectAs,
  makeAdmin,
  makeCreator,
  makeEnterprise,
  makeJob,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
  type TestUser,
} from '../../test/factories';
import { deleteUser } from './admin.service';
import { buildIsolatedApp, type IsolatedApp } from './isolated-test-app';

describe('admin: users', () => {
  let app: FastifyInstance;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await makeAdmin(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists users by role and search, paginated, newest first', async () => {
    const tag = `Zed${Date.now()}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await makeCreator(app, { name: `${tag} ${i}` }));
    const page1 = await injectAs(app, admin, {
      method: 'GET',
      url: `/api/admin/users?role=creator&q=${tag}&pageSize=2`,
    });
    expect(page1.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.json().users.map((u: { name: string }) => u.name)).toEqual([`${tag} 2`, `${tag} 1`]);
    const page2 = await injectAs(app, admin, {
      method: 'GET',
      url: `/api/admin/users?role=creator&q=${tag}&pageSize=2&page=2`,
    });
    expect(page2.json().users).toEqual([
      expect.objectContaining({ name: `${tag} 0`, email: made[0]!.email }),
    ]);
    const enterprises = await injectAs(app, admin, {
      method: 'GET',
      url: `/api/admin/users?role=enterprise&q=${tag}`,
    });
    expect(enterprises.json().total).toBe(0);
  });

  it('creates a user who can sign in at once with the chosen role', async () => {
    const email = uniqueEmail('added');
    const response = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { name: 'Added Enterprise', email, password: TEST_PASSWORD, role: 'enterprise' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ email, role: 'enterprise', isVerified: false });
    const cookie = await signIn(app, email);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.role).toBe('enterprise');
    const again = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { name: 'Again', email, password: TEST_PASSWORD, role: 'creator' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a weak password or an unknown role', async () => {
    const weak = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { name: 'Weak', email: uniqueEmail('weak'), password: 'short', role: 'creator' },
    });
    expect(weak.statusCode).toBe(400);
    const role = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { name: 'Role', email: uniqueEmail('role'), password: TEST_PASSWORD, role: 'owner' },
    });
    expect(role.statusCode).toBe(400);
  });

  it("promotes by e-mail; an empty e-mail is 'Please enter an email address'; unknown e-mail is 404", async () => {
    const creator = await makeCreator(app);
    const empty = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/users/promote',
      payload: { email: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.email).toBe('Please enter an email address');
    const unknown = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/users/promote',
      payload: { email: uniqueEmail('nobody') },
    });
    expect(unknown.statusCode).toBe(404);
    const ok = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/users/promote',
      payload: { email: creator.email.toUpperCase() },
    });
    expect(ok.json()).toMatchObject({ alreadyAdmin: false, user: { id: creator.id, role: 'admin' } });
    // The role is read per request: the promoted user is an admin on the next call.
    const asAdmin = await injectAs(app, creator, { method: 'GET', url: '/api/admin/stats' });
    expect(asAdmin.statusCode).toBe(200);
    const twice = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/users/promote',
      payload: { email: creator.email },
    });
    expect(twice.json().alreadyAdmin).toBe(true);
  });

  it('verifies a creator once (verified_at kept), never an admin', async () => {
    const creator = await makeCreator(app);
    const first = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/admin/users/${creator.id}/verify`,
    });
    expect(first.json().user).toMatchObject({ isVerified: true });
    const verifiedAt = first.json().user.verifiedAt;
    expect(verifiedAt).toBeTruthy();
    const second = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/admin/users/${creator.id}/verify`,
    });
    expect(second.json().user.verifiedAt).toBe(verifiedAt);
    const other = await makeAdmin(app);
    const refused = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/admin/users/${other.id}/verify`,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('deletes a user in one go: sessions end, own data goes, what others received stays', async () => {
    const tag = randomUUID();
    const enterprise = await makeEnterprise(app);
    const creator = await makeCreator(app);
    const victim = await makeCreator(app);
    const ownJobOfOther = await makeJob(app, enterprise.id);
    const assignedJob = await makeJob(app, enterprise.id, {
      status: 'assigned',
      selectedApplicantId: victim.id,
      assignedAt: new Date(),
    });
    const startedJob = await makeJob(app, enterprise.id, {
      status: 'work-started',
      selectedApplicantId: victim.id,
    });
    await app.db
      .insert(applications)
      .values({ jobId: ownJobOfOther.id, creatorId: victim.id, proposedPrice: 100 });
    await app.db.insert(messages).values([
      { senderId: victim.id, receiverId: enterprise.id, content: `From the victim ${tag}` },
      { senderId: enterprise.id, receiverId: victim.id, content: `To the victim ${tag}` },
    ]);
    await app.db.insert(ratings).values([
      { raterId: victim.id, ratedId: creator.id, jobId: startedJob.id, value: 4 },
      { raterId: creator.id, ratedId: victim.id, jobId: startedJob.id, value: 5 },
    ]);
    await app.db.insert(jobComments).values({ jobId: ownJobOfOther.id, userId: victim.id, content: 'note' });

    const response = await injectAs(app, admin, { method: 'DELETE', url: `/api/admin/users/${victim.id}` });
    expect(response.statusCode).toBe(200);

    expect(await app.db.select().from(sessions).where(eq(sessions.userId, victim.id))).toEqual([]);
    const me = await injectAs(app, victim, { method: 'GET', url: '/api/admin/bootstrap' });
    expect(me.statusCode).toBe(401);
    expect(await app.db.select().from(profiles).where(eq(profiles.id, victim.id))).toEqual([]);
    expect(await app.db.select().from(applications).where(eq(applications.creatorId, victim.id))).toEqual([]);
    const sent = await app.db
      .select()
      .from(messages)
      .where(eq(messages.content, `From the victim ${tag}`));
    expect(sent).toEqual([expect.objectContaining({ senderId: null, receiverId: enterprise.id })]);
    const received = await app.db
      .select()
      .from(messages)
      .where(eq(messages.content, `To the victim ${tag}`));
    expect(received).toEqual([expect.objectContaining({ senderId: enterprise.id, receiverId: null })]);
    const given = await app.db.select().from(ratings).where(eq(ratings.ratedId, creator.id));
    expect(given).toEqual([expect.objectContaining({ raterId: null, value: 4 })]);
    const comment = await app.db.select().from(jobComments).where(eq(jobComments.jobId, ownJobOfOther.id));
    expect(comment).toEqual([expect.objectContaining({ userId: null, content: 'note' })]);
    const [reopened] = await app.db.select().from(jobs).where(eq(jobs.id, assignedJob.id));
    expect(reopened).toMatchObject({ status: 'open', selectedApplicantId: null, assignedAt: null });
    const [started] = await app.db.select().from(jobs).where(eq(jobs.id, startedJob.id));
    expect(started).toMatchObject({ status: 'work-started', selectedApplicantId: null });
  });

  it("deletes an enterprise's own jobs with it", async () => {
    const enterprise = await makeEnterprise(app);
    const job = await makeJob(app, enterprise.id);
    await injectAs(app, admin, { method: 'DELETE', url: `/api/admin/users/${enterprise.id}` });
    expect(await app.db.select().from(jobs).where(eq(jobs.id, job.id))).toEqual([]);
  });

  it('refuses deleting yourself, and answers 404 for an unknown user', async () => {
    const self = await injectAs(app, admin, { method: 'DELETE', url: `/api/admin/users/${admin.id}` });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('cannot_delete_self');
    const unknown = await injectAs(app, admin, {
      method: 'DELETE',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('admin: the last admin', () => {
  let app: FastifyInstance;
  let isolated: IsolatedApp;
  beforeAll(async () => {
    isolated = await buildIsolatedApp();
    app = isolated.app;
  });
  afterAll(async () => {
    await isolated.dispose();
  });

  it('cannot be deleted, while a second admin can', async () => {
    const only = await makeAdmin(app);
    // An actor whose own account is already gone (e.g. deleted in another tab) must still not remove the last admin.
    const ghost = {
      userId: '00000000-0000-4000-8000-000000000001',
      sessionId: 'x',
      role: 'admin' as const,
      name: 'G',
      email: 'g@x',
    };
    await expect(deleteUser(app, ghost, only.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'last_admin',
    });
    const second = await makeAdmin(app);
    const response = await injectAs(app, only, { method: 'DELETE', url: `/api/admin/users/${second.id}` });
    expect(response.statusCode).toBe(200);
    const last = await injectAs(app, only, { method: 'GET', url: '/api/admin/users?role=admin' });
    expect(last.json().total).toBe(1);
  });
});
