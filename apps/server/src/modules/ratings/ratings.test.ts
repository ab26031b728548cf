import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import { ratings } from '../../db/schema/ratings';
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

describe('ratings', () => {
  let app: FastifyInstance;
  let actors: Actors;
  beforeAll(async () => {
    app = await buildTestApp();
    actors = await makeActors(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const rate = (who: TestUser | null, ratedId: string, payload: object) =>
    injectAs(app, who, { method: 'PUT', url: `/api/ratings/${ratedId}`, payload });
  /**
   * A job `enterprise` posted and `creator` was assigned to: what a rating between them needs
   * (docs/product/ratings.md).
   */
  const together = async (enterprise: TestUser, creator: TestUser, status = 'completed' as const) =>
    (await makeJob(app, enterprise.id, { status, selectedApplicantId: creator.id, assignedAt: new Date() }))
      .id;
  /** The rated person's own review of the rater, which publishes both once both exist (decision 265). */
  const rateBack = (rated: TestUser, rater: TestUser, jobId: number, value = 5) =>
    rate(rated, rater.id, { jobId, value });
  const stats = async (id: string) =>
    (await injectAs(app, null, { method: 'GET', url: `/api/ratings/${id}` })).json();
  const storedRatings = async (ratedId: string) =>
    (await app.db.select({ n: count() }).from(ratings).where(eq(ratings.ratedId, ratedId)))[0]!.n;
  const aggregates = async (id: string) =>
    (
      await app.db
        .select({ average: profiles.ratingAverage, count: profiles.ratingCount })
        .from(profiles)
        .where(eq(profiles.id, id))
    )[0];

  it('answers zeros for someone nobody has rated', async () => {
    const creator = await makeCreator(app);
    expect(await stats(creator.id)).toEqual({ average: 0, count: 0 });
  });

  it('lets an enterprise rate the creator it hired, with an optional comment', async () => {
    const creator = await makeCreator(app);
    const jobId = await together(actors.enterprise, creator);
    const response = await rate(actors.enterprise, creator.id, {
      jobId,
      value: 4,
      comment: ' Lovely reels ',
    });
    expect(response.statusCode).toBe(200);
    // Hidden until the creator writes theirs (decision 265).
    expect(response.json()).toMatchObject({
      stats: { average: 0, count: 0 },
      rating: { value: 4, comment: 'Lovely reels', published: false },
    });
    expect((await rate(creator, actors.enterprise.id, { jobId, value: 5 })).statusCode).toBe(200);
    expect(await stats(creator.id)).toEqual({ average: 4, count: 1 });
    expect(await aggregates(creator.id)).toEqual({ average: 4, count: 1 });
    const mine = await injectAs(app, actors.enterprise, {
      method: 'GET',
      url: `/api/ratings/${creator.id}/mine`,
    });
    expect(mine.json().rating).toMatchObject({ value: 4, comment: 'Lovely reels' });
    expect(mine.json().jobs).toEqual([{ id: jobId, title: expect.any(String), rating: mine.json().rating }]);
  });

  it('lets the creator rate the enterprise back for the same job', async () => {
    const enterprise = await makeEnterprise(app);
    const jobId = await together(enterprise, actors.creator, 'work-started' as 'completed');
    expect((await rate(actors.creator, enterprise.id, { jobId, value: 5 })).statusCode).toBe(200);
    expect((await rate(enterprise, actors.creator.id, { jobId, value: 4 })).statusCode).toBe(200);
    expect(await stats(enterprise.id)).toEqual({ average: 5, count: 1 });
  });

  it('refuses a rating without a job the two worked on together, and writes nothing', async () => {
    const creator = await makeCreator(app);
    const theirs = await together(actors.otherEnterprise, creator);
    const open = await makeJob(app, actors.enterprise.id);
    const cancelled = await together(actors.enterprise, creator, 'cancelled' as 'completed');
    const refusals = [
      await rate(actors.enterprise, creator.id, { jobId: theirs, value: 1 }),
      await rate(actors.enterprise, creator.id, { jobId: open.id, value: 1 }),
      await rate(actors.enterprise, creator.id, { jobId: cancelled, value: 1 }),
      await rate(actors.enterprise, creator.id, { jobId: 2_000_000_000, value: 1 }),
      await rate(actors.otherCreator, creator.id, { jobId: theirs, value: 1 }),
      await rate(actors.admin, creator.id, { jobId: theirs, value: 1 }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('no_shared_job');
    }
    expect(refusals[0]!.json().error.message).toBe(
      'You can rate someone only for a job you worked on together.',
    );
    expect((await rate(actors.enterprise, creator.id, { value: 1 })).statusCode).toBe(400);
    expect(await storedRatings(creator.id)).toBe(0);
  });

  it('counts one rating per job: a second job together gives a second rating', async () => {
    const creator = await makeCreator(app);
    const [first, second] = [
      await together(actors.enterprise, creator),
      await together(actors.enterprise, creator),
    ];
    await rate(actors.enterprise, creator.id, { jobId: first, value: 5 });
    await rate(actors.enterprise, creator.id, { jobId: first, value: 3 });
    await rateBack(creator, actors.enterprise, first);
    await rateBack(creator, actors.enterprise, second);
    const response = await rate(actors.enterprise, creator.id, { jobId: second, value: 5 });
    expect(response.json().stats).toEqual({ average: 4, count: 2 });
    const mine = await injectAs(app, actors.enterprise, {
      method: 'GET',
      url: `/api/ratings/${creator.id}/mine`,
    });
    expect(
      mine.json().jobs.map((j: { id: number; rating: { value: number } }) => [j.id, j.rating.value]),
    ).toEqual([
      [second, 5],
      [first, 3],
    ]);
  });

  it('replaces an earlier rating for the same job instead of adding one', async () => {
    const creator = await makeCreator(app);
    const jobId = await together(actors.enterprise, creator);
    const otherJob = await together(actors.otherEnterprise, creator);
    await rate(actors.enterprise, creator.id, { jobId, value: 5, comment: 'First' });
    await rate(actors.otherEnterprise, creator.id, { jobId: otherJob, value: 4 });
    const again = await rate(actors.enterprise, creator.id, { jobId, value: 1 });
    expect(again.json()).toMatchObject({
      stats: { average: 0, count: 0 },
      rating: { value: 1, comment: null },
    });
    await rateBack(creator, actors.otherEnterprise, otherJob);
    await rateBack(creator, actors.enterprise, jobId);
    expect(await stats(creator.id)).toEqual({ average: 2.5, count: 2 });
    expect(await storedRatings(creator.id)).toBe(2);
    const [row] = await app.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.raterId, actors.enterprise.id), eq(ratings.ratedId, creator.id)));
    expect(row).toMatchObject({ value: 1, comment: null });
  });

  it('shows the average to one decimal', async () => {
    const creator = await makeCreator(app);
    const jobs = [
      await together(actors.enterprise, creator),
      await together(actors.otherEnterprise, creator),
    ];
    const third = await together(actors.enterprise, creator);
    await rateBack(creator, actors.enterprise, jobs[0]!);
    await rateBack(creator, actors.otherEnterprise, jobs[1]!);
    await rateBack(creator, actors.enterprise, third);
    await rate(actors.enterprise, creator.id, { jobId: jobs[0], value: 5 });
    await rate(actors.otherEnterprise, creator.id, { jobId: jobs[1], value: 4 });
    const response = await rate(actors.enterprise, creator.id, { jobId: third, value: 4 });
    expect(response.json().stats).toEqual({ average: 4.3, count: 3 });
    expect(await stats(creator.id)).toEqual({ average: 4.3, count: 3 });
    const card = await injectAs(app, null, { method: 'GET', url: `/api/creators/${creator.id}` });
    expect(card.json()).toMatchObject({ ratingAverage: 4.3, ratingCount: 3 });
  });

  it('refuses self-rating and writes nothing', async () => {
    const creator = await makeCreator(app);
    const response = await rate(creator, creator.id, { jobId: 1, value: 5 });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'self_rating', message: 'You cannot rate yourself' });
    expect(await storedRatings(creator.id)).toBe(0);
    expect(await aggregates(creator.id)).toEqual({ average: 0, count: 0 });
  });

  it.each([0, 6, -2, 3.5, '5', null])('refuses the value %s and writes nothing', async (value) => {
    const creator = await makeCreator(app);
    const response = await rate(actors.enterprise, creator.id, { jobId: 1, value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.value).toBe('Choose a rating from 1 to 5 stars');
    expect(await storedRatings(creator.id)).toBe(0);
  });

  it('refuses an overlong comment', async () => {
    const creator = await makeCreator(app);
    expect(
      (await rate(actors.enterprise, creator.id, { jobId: 1, value: 3, comment: 'x'.repeat(1001) }))
        .statusCode,
    ).toBe(400);
    expect(await storedRatings(creator.id)).toBe(0);
  });

  it('requires a session to rate or to read one’s own rating', async () => {
    const creator = await makeCreator(app);
    expect((await rate(null, creator.id, { jobId: 1, value: 5 })).statusCode).toBe(401);
    expect(
      (await injectAs(app, null, { method: 'GET', url: `/api/ratings/${creator.id}/mine` })).statusCode,
    ).toBe(401);
    expect(await storedRatings(creator.id)).toBe(0);
  });

  it('answers 404 for users who cannot be rated', async () => {
    expect((await rate(actors.creator, randomUUID(), { jobId: 1, value: 5 })).statusCode).toBe(404);
    expect((await rate(actors.creator, 'not-a-uuid', { jobId: 1, value: 5 })).statusCode).toBe(404);
    expect((await rate(actors.creator, actors.admin.id, { jobId: 1, value: 5 })).statusCode).toBe(404);
    expect(
      (await injectAs(app, null, { method: 'GET', url: `/api/ratings/${actors.admin.id}` })).statusCode,
    ).toBe(404);
  });

  it('keeps the average exact when many people rate at the same moment', async () => {
    const creator = await makeCreator(app);
    const raters = await Promise.all(Array.from({ length: 8 }, () => makeEnterprise(app)));
    const jobIds = await Promise.all(raters.map((rater) => together(rater, creator)));
    const values = [5, 4, 3, 5, 2, 1, 5, 4];
    // The creator wrote theirs first, so each of these publishes both at once.
    for (const [i, rater] of raters.entries()) await rateBack(creator, rater, jobIds[i]!);
    const responses = await Promise.all(
      raters.map((rater, i) => rate(rater, creator.id, { jobId: jobIds[i], value: values[i] })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(values.map(() => 200));
    const expected = Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
    expect(await aggregates(creator.id)).toEqual({ average: expected, count: 8 });
    // Published reviews are final: re-rating at once changes nothing.
    const again = await Promise.all(
      raters.map((rater, i) => rate(rater, creator.id, { jobId: jobIds[i], value: 1 })),
    );
    expect(again.map((r) => r.statusCode)).toEqual(values.map(() => 409));
    expect(await aggregates(creator.id)).toEqual({ average: expected, count: 8 });
  });
});
