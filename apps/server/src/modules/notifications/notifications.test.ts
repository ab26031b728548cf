import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeAdmin, makeCreator, makeEnterprise, type TestUser } from '../../test/factories';

interface Listed {
  id: number;
  type: string;
  kind: string;
  params: { text?: string; title?: string; name?: string };
  read: boolean;
  link: string | null;
}

describe('notifications', () => {
  let app: FastifyInstance;
  let creator: TestUser;
  let enterprise: TestUser;
  let admin: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [creator, enterprise, admin, other] = await Promise.all([
      makeCreator(app, { skills: ['drone-operation'] }),
      makeEnterprise(app),
      makeAdmin(app),
      makeCreator(app, { skills: ['Pottery'] }),
    ]);
  });
  afterAll(async () => {
    await app.close();
  });

  const list = async (user: TestUser, filter = 'all') => {
    const response = await injectAs(app, user, { method: 'GET', url: `/api/notifications?filter=${filter}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { notifications: Listed[]; unreadCount: number };
  };

  it('is created for each trigger and visible only to its owner', async () => {
    // 1. a new job matching the creator's skills
    const posted = await injectAs(app, enterprise, {
      method: 'POST',
      url: '/api/jobs',
      payload: {
        title: 'Drone shoot of the weaving cluster',
        description: 'Aerial footage of the looms and the village for our new catalogue.',
        location: 'Ilkal, Karnataka',
        budgetMin: '10000',
        budgetMax: '20000',
        deadline: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        skills: ['Drone Operation'],
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const jobId = posted.json().job.id as number;
    // 2. an application status change (enterprise recommends) and 3. the admin assigns
    const applied = await injectAs(app, creator, {
      method: 'POST',
      url: `/api/jobs/${jobId}/applications`,
      payload: { proposedPrice: '15000', coverLetter: 'I fly a licensed drone.' },
    });
    const applicationId = applied.json().application.id as number;
    await injectAs(app, enterprise, { method: 'POST', url: `/api/applications/${applicationId}/recommend` });
    const assigned = await injectAs(app, admin, {
      method: 'PUT',
      url: `/api/jobs/${jobId}/assignment`,
      payload: { creatorId: creator.id },
    });
    expect([200, 201]).toContain(assigned.statusCode);
    // 4. a new message
    const sent = await injectAs(app, enterprise, {
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: creator.id, content: 'Welcome aboard' },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const all = await list(creator);
    expect(all.notifications.map((n) => n.type)).toEqual([
      'new_message',
      'application_status',
      'application_status',
      'new_job',
    ]);
    expect(all.notifications[3]!.link).toBe(`/jobs/${jobId}`);
    expect(all.unreadCount).toBe(4);
    expect((await list(creator, 'application_status')).notifications).toHaveLength(2);
    expect((await list(creator, 'new_message')).notifications).toHaveLength(1);
    expect((await list(creator, 'unread')).notifications).toHaveLength(4);
    // Not a creator with other skills, and not the enterprise.
    expect((await list(other)).notifications).toEqual([]);
    expect((await list(enterprise)).notifications.map((n) => n.kind)).toEqual([
      'recommendation_accepted',
      'application_received',
    ]);
  });

  it('marks one read for its owner only, then all', async () => {
    const owner = await makeCreator(app);
    await app.db.insert(notifications).values([
      { userId: owner.id, type: 'other', kind: 'legacy', params: { text: 'One' } },
      { userId: owner.id, type: 'other', kind: 'legacy', params: { text: 'Two' } },
      { userId: owner.id, type: 'new_message', kind: 'new_message', params: { name: 'Three' } },
    ]);
    const [first] = (await list(owner)).notifications;
    const byOther = await injectAs(app, other, {
      method: 'POST',
      url: `/api/notifications/${first!.id}/read`,
    });
    expect(byOther.statusCode).toBe(404);
    const anonymous = await injectAs(app, null, {
      method: 'POST',
      url: `/api/notifications/${first!.id}/read`,
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await app.db.select().from(notifications).where(eq(notifications.id, first!.id));
    expect(row!.read).toBe(false);

    const mine = await injectAs(app, owner, { method: 'POST', url: `/api/notifications/${first!.id}/read` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().notification.read).toBe(true);
    const count = await injectAs(app, owner, { method: 'GET', url: '/api/notifications/unread-count' });
    expect(count.json()).toEqual({ unreadCount: 2 });
    expect(first!.params.name).toBe('Three');
    expect((await list(owner, 'unread')).notifications.map((n) => n.params.text)).toEqual(['Two', 'One']);

    const otherBefore = (await list(creator)).unreadCount;
    const all = await injectAs(app, owner, { method: 'POST', url: '/api/notifications/read-all' });
    expect(all.json()).toEqual({ updated: 2 });
    expect((await list(owner)).unreadCount).toBe(0);
    expect((await list(creator)).unreadCount).toBe(otherBefore);
  });

  it('refuses the anonymous', async () => {
    expect((await injectAs(app, null, { method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect(
      (await injectAs(app, null, { method: 'POST', url: '/api/notifications/read-all' })).statusCode,
    ).toBe(401);
  });
});
