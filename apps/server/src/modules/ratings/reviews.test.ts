import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEWS_PAGE_SIZE } from '@kalasetu/shared/limits';
import { agreements } from '../../db/schema/agreements';
import { notifications } from '../../db/schema/notifications';
import { ratings } from '../../db/schema/ratings';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, makeCreator, makeJob, type Actors, type TestUser } from '../../test/factories';
import {
  acceptedDeal,
  act,
  agreementOf,
  approvedDeal,
  newUtr,
  DEAL_PAISE,
} from '../payments/payments.fixtures';
import { releaseDueReviews } from './ratings.service';

/** Reviews both ways (docs/product/ratings.md, decision 265). */
describe('reviews', () => {
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
  const reviewsOf = async (id: string, page = 1) =>
    (await injectAs(app, null, { method: 'GET', url: `/api/ratings/${id}/reviews?page=${page}` })).json();
  const statsOf = async (id: string) =>
    (await injectAs(app, null, { method: 'GET', url: `/api/ratings/${id}` })).json();
  const pendingOf = async (who: TestUser) =>
    (await injectAs(app, who, { method: 'GET', url: '/api/me/reviews/pending' })).json().items;
  const reply = (who: TestUser | null, reviewId: number, text: string) =>
    injectAs(app, who, { method: 'POST', url: `/api/reviews/${reviewId}/reply`, payload: { reply: text } });

  /** An agreement whose one part was delivered, approved, paid and confirmed: the agreement is completed. */
  async function completedDeal() {
    const deal = await approvedDeal(app, actors.admin);
    const paid = await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
      utr: newUtr(),
      amountPaise: DEAL_PAISE,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const payment = (await agreementOf(app, deal.creator, deal.jobId)).milestones[0]!.payment!;
    const confirmed = await act(app, deal.creator, 'POST', `/api/payments/${payment.id}/confirm`, {
      amountPaise: DEAL_PAISE,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await agreementOf(app, deal.creator, deal.jobId)).status).toBe('completed');
    return deal;
  }

  it('asks both sides to review when the agreement completes, in the app and outside it', async () => {
    const { enterprise, creator, jobId } = await completedDeal();
    for (const [who, other] of [
      [enterprise, creator],
      [creator, enterprise],
    ] as const) {
      const asked = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.id), eq(notifications.kind, 'review_requested')));
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatchObject({ jobId, actorId: other.id });
      expect(asked[0]!.link).toContain(`?review=${jobId}`);
      const pending = await pendingOf(who);
      expect(pending).toEqual([
        expect.objectContaining({
          jobId,
          otherId: other.id,
          otherWrote: false,
          closesAt: expect.any(String),
        }),
      ]);
    }
  });

  it('keeps a review hidden until both have written theirs, then shows both with the job and the month', async () => {
    const { enterprise, creator, jobId } = await completedDeal();
    const first = await rate(enterprise, creator.id, { jobId, value: 5, comment: 'Sharp, on time' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().rating.published).toBe(false);
    expect(first.json().stats).toEqual({ average: 0, count: 0 });
    expect((await reviewsOf(creator.id)).items).toEqual([]);
    expect(await statsOf(creator.id)).toEqual({ average: 0, count: 0 });
    // The other side learns one is waiting, never what it says.
    expect(await pendingOf(creator)).toEqual([expect.objectContaining({ jobId, otherWrote: true })]);
    expect(await pendingOf(enterprise)).toEqual([]);
    // Still hidden, it may be changed.
    expect((await rate(enterprise, creator.id, { jobId, value: 4, comment: 'Sharp' })).statusCode).toBe(200);

    const second = await rate(creator, enterprise.id, { jobId, value: 5, comment: 'Paid promptly' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ rating: { published: true }, stats: { average: 5, count: 1 } });
    const ofCreator = await reviewsOf(creator.id);
    const month = new Date().toISOString().slice(0, 7);
    expect(ofCreator).toMatchObject({ total: 1, page: 1, pageSize: REVIEWS_PAGE_SIZE });
    expect(ofCreator.items[0]).toMatchObject({
      value: 4,
      comment: 'Sharp',
      jobTitle: expect.any(String),
      month,
      reviewerId: enterprise.id,
      reviewerRole: 'enterprise',
      reply: null,
    });
    expect((await reviewsOf(enterprise.id)).items[0]).toMatchObject({
      comment: 'Paid promptly',
      reviewerRole: 'creator',
    });
    expect(await statsOf(creator.id)).toEqual({ average: 4, count: 1 });
    // Each side is told theirs is out; once out, neither changes.
    const told = await app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.kind, 'review_received'), eq(notifications.jobId, jobId)));
    expect(told.map((row) => row.userId).sort()).toEqual([enterprise.id, creator.id].sort());
    const late = await rate(enterprise, creator.id, { jobId, value: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('review_published');
    expect(await pendingOf(creator)).toEqual([]);
  });

  it('shows a lone review once 14 days have passed, and then takes no more for that job', async () => {
    const { enterprise, creator, jobId } = await completedDeal();
    expect((await rate(creator, enterprise.id, { jobId, value: 2, comment: 'Paid late' })).statusCode).toBe(
      200,
    );
    expect((await reviewsOf(enterprise.id)).total).toBe(0);
    // Fifteen days later: the window closed.
    const past = sql`now() - interval '15 days'`;
    await app.db.update(agreements).set({ completedAt: past }).where(eq(agreements.jobId, jobId));
    await app.db
      .update(ratings)
      .set({ revealAt: sql`now() - interval '1 day'` })
      .where(eq(ratings.jobId, jobId));
    expect((await reviewsOf(enterprise.id)).items).toEqual([
      expect.objectContaining({ value: 2, comment: 'Paid late' }),
    ]);
    expect(await releaseDueReviews(app, new Date())).toBeGreaterThanOrEqual(1);
    expect(await statsOf(enterprise.id)).toEqual({ average: 2, count: 1 });
    const told = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'review_received'), eq(notifications.userId, enterprise.id)));
    expect(told).toHaveLength(1);
    const closed = await rate(enterprise, creator.id, { jobId, value: 1 });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.code).toBe('review_window_closed');
    expect(await pendingOf(enterprise)).toEqual([]);
  });

  it('lets only the reviewed person answer a published review, once, publicly', async () => {
    const { enterprise, creator, jobId } = await completedDeal();
    await rate(enterprise, creator.id, { jobId, value: 3, comment: 'A day late' });
    const [hidden] = await app.db
      .select({ id: ratings.id })
      .from(ratings)
      .where(and(eq(ratings.jobId, jobId), eq(ratings.ratedId, creator.id)));
    const early = await reply(creator, hidden!.id, 'Thank you');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('review_hidden');
    // Nobody else learns a hidden review exists.
    expect((await reply(actors.creator, hidden!.id, 'x')).statusCode).toBe(404);
    await rate(creator, enterprise.id, { jobId, value: 5 });
    expect((await reply(null, hidden!.id, 'x')).statusCode).toBe(401);
    const notMine = await reply(enterprise, hidden!.id, 'Me too');
    expect(notMine.statusCode).toBe(403);
    expect((await reply(creator, hidden!.id, '   ')).statusCode).toBe(400);
    const answered = await reply(creator, hidden!.id, 'The courier was late; thank you for waiting.');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().review).toMatchObject({ reply: 'The courier was late; thank you for waiting.' });
    const again = await reply(creator, hidden!.id, 'One more thing');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_replied');
    expect((await reviewsOf(creator.id)).items[0]).toMatchObject({
      reply: 'The courier was late; thank you for waiting.',
      repliedAt: expect.any(String),
    });
    expect((await reply(creator, 2_000_000_000, 'x')).statusCode).toBe(404);
  });

  it('takes reviews only from the two parties of completed shared work', async () => {
    // An accepted agreement with its part still open: shared work, but not completed.
    const { enterprise, creator, jobId } = await acceptedDeal(app, actors.admin);
    const refusals = [
      await rate(enterprise, creator.id, { jobId, value: 1 }),
      await rate(creator, enterprise.id, { jobId, value: 1 }),
      await rate(actors.enterprise, creator.id, { jobId, value: 1 }),
      await rate(actors.creator, enterprise.id, { jobId, value: 1 }),
      await rate(actors.admin, creator.id, { jobId, value: 1 }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('no_shared_job');
    }
    const stranger = await makeCreator(app);
    const otherJob = await makeJob(app, enterprise.id, {
      status: 'completed',
      selectedApplicantId: stranger.id,
    });
    expect((await rate(creator, enterprise.id, { jobId: otherJob.id, value: 5 })).statusCode).toBe(403);
    expect((await reviewsOf(creator.id)).total).toBe(0);
  });

  it('lists reviews newest first, a page at a time', async () => {
    const creator = await makeCreator(app);
    const count = REVIEWS_PAGE_SIZE + 2;
    for (let i = 0; i < count; i += 1) {
      const job = await makeJob(app, actors.enterprise.id, {
        status: 'completed',
        selectedApplicantId: creator.id,
        title: `Shoot number ${i}`,
      });
      expect((await rate(creator, actors.enterprise.id, { jobId: job.id, value: 5 })).statusCode).toBe(200);
      const back = await rate(actors.enterprise, creator.id, { jobId: job.id, value: 4 });
      expect(back.statusCode, back.body).toBe(200);
    }
    const first = await reviewsOf(creator.id);
    expect(first).toMatchObject({ total: count, page: 1 });
    expect(first.items).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(first.items[0].jobTitle).toBe(`Shoot number ${count - 1}`);
    const second = await reviewsOf(creator.id, 2);
    expect(second.items.map((r: { jobTitle: string }) => r.jobTitle)).toEqual([
      'Shoot number 1',
      'Shoot number 0',
    ]);
    expect(
      (await injectAs(app, null, { method: 'GET', url: `/api/ratings/${creator.id}/reviews?page=0` }))
        .statusCode,
    ).toBe(400);
    expect(
      (await injectAs(app, null, { method: 'GET', url: `/api/ratings/${actors.admin.id}/reviews` }))
        .statusCode,
    ).toBe(404);
  });

  it('needs a session for the pending list', async () => {
    expect((await injectAs(app, null, { method: 'GET', url: '/api/me/reviews/pending' })).statusCode).toBe(
      401,
    );
    expect(await pendingOf(actors.admin)).toEqual([]);
  });
});
