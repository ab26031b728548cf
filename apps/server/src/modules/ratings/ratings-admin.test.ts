import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import {
  injectAs,
  makeAdmin,
  makeCreator,
  makeEnterprise,
  makeJob,
  type TestUser,
} from '../../test/factories';

/** An admin may remove an abusive rating; the rated user's figures follow at once. */
describe('admins remove abusive ratings', () => {
  let app: FastifyInstance;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await makeAdmin(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists a user’s ratings with rater and job, and removing one recomputes the average and count', async () => {
    const [creator, fair, abusive] = await Promise.all([
      makeCreator(app),
      makeEnterprise(app),
      makeEnterprise(app),
    ]);
    for (const [rater, value, comment] of [
      [fair, 5, 'Wonderful'],
      [abusive, 1, 'Insulting words'],
    ] as const) {
      const job = await makeJob(app, rater.id, { status: 'completed', selectedApplicantId: creator.id });
      const rated = await injectAs(app, rater, {
        method: 'PUT',
        url: `/api/ratings/${creator.id}`,
        payload: { jobId: job.id, value, comment },
      });
      expect(rated.statusCode).toBe(200);
      // The creator's own review publishes both (decision 265).
      const back = await injectAs(app, creator, {
        method: 'PUT',
        url: `/api/ratings/${rater.id}`,
        payload: { jobId: job.id, value: 5 },
      });
      expect(back.statusCode).toBe(200);
    }
    const listed = await injectAs(app, admin, {
      method: 'GET',
      url: `/api/admin/users/${creator.id}/ratings`,
    });
    expect(listed.statusCode).toBe(200);
    const list = listed.json().ratings as Array<{
      id: number;
      raterId: string;
      raterName: string;
      comment: string;
    }>;
    expect(list.map((r) => [r.raterId, r.comment])).toEqual([
      [abusive.id, 'Insulting words'],
      [fair.id, 'Wonderful'],
    ]);
    const removed = await injectAs(app, admin, {
      method: 'DELETE',
      url: `/api/admin/ratings/${list[0]!.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ average: 5, count: 1 });
    const card = await injectAs(app, null, { method: 'GET', url: `/api/creators/${creator.id}` });
    expect(card.json()).toMatchObject({ ratingAverage: 5, ratingCount: 1 });
    const again = await injectAs(app, admin, { method: 'DELETE', url: `/api/admin/ratings/${list[0]!.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses everyone but an admin, including the rated user', async () => {
    const creator = await makeCreator(app);
    for (const who of [creator, await makeEnterprise(app)]) {
      const list = await injectAs(app, who, { method: 'GET', url: `/api/admin/users/${creator.id}/ratings` });
      expect(list.statusCode).toBe(403);
      const remove = await injectAs(app, who, { method: 'DELETE', url: '/api/admin/ratings/1' });
      expect(remove.statusCode).toBe(403);
    }
  });
});
