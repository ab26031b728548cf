import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import { injectAs, makeCreator, makeEnterprise } from '../../test/factories';
import { buildIsolatedApp, type IsolatedApp } from './isolated-test-app';

describe('first-admin bootstrap', () => {
  let app: FastifyInstance;
  let isolated: IsolatedApp;
  beforeEach(async () => {
    isolated = await buildIsolatedApp();
    app = isolated.app;
  });
  afterEach(async () => {
    await isolated.dispose();
  });

  const admins = async () => app.db.select().from(profiles).where(eq(profiles.role, 'admin'));

  it('promotes the signed-in user while no admin exists, then is refused to everyone', async () => {
    const creator = await makeCreator(app);
    const enterprise = await makeEnterprise(app);
    const status = await injectAs(app, creator, { method: 'GET', url: '/api/admin/bootstrap' });
    expect(status.json()).toEqual({ available: true });
    const anonymous = await injectAs(app, null, { method: 'POST', url: '/api/admin/bootstrap' });
    expect(anonymous.statusCode).toBe(401);

    const claimed = await injectAs(app, creator, { method: 'POST', url: '/api/admin/bootstrap' });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().user).toMatchObject({ id: creator.id, role: 'admin' });
    const stats = await injectAs(app, creator, { method: 'GET', url: '/api/admin/stats' });
    expect(stats.statusCode).toBe(200);

    const after = await injectAs(app, enterprise, { method: 'GET', url: '/api/admin/bootstrap' });
    expect(after.json()).toEqual({ available: false });
    const refused = await injectAs(app, enterprise, { method: 'POST', url: '/api/admin/bootstrap' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect((await admins()).map((a) => a.id)).toEqual([creator.id]);
  });

  it('makes exactly one admin when several users claim at the same moment', async () => {
    const claimants = await Promise.all([
      makeCreator(app),
      makeEnterprise(app),
      makeCreator(app),
      makeCreator(app),
    ]);
    const responses = await Promise.all(
      claimants.map((user) => injectAs(app, user, { method: 'POST', url: '/api/admin/bootstrap' })),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 403, 403, 403]);
    expect(await admins()).toHaveLength(1);
  });
});
