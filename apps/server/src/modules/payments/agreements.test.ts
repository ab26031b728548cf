import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementEvents } from '../../db/schema/agreement-events';
import { jobs } from '../../db/schema/jobs';
import { messages } from '../../db/schema/messages';
import { notifications } from '../../db/schema/notifications';
import { realtimeEvents } from '../../db/schema/realtime-events';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, type Actors, type TestUser } from '../../test/factories';
import { accept, act, agreementOf, hire, newUtr } from './payments.fixtures';

/** Agreement and delivery: every transition and every refusal, through the API. */
describe('work agreements', () => {
  let app: FastifyInstance;
  let a: Actors;

  beforeAll(async () => {
    app = await buildTestApp();
    a = await makeActors(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const kindsOf = async (user: TestUser, jobId: number) =>
    (
      await app.db
        .select({ kind: notifications.kind, params: notifications.params })
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.jobId, jobId)))
    ).map((n) => n.kind);
  const historyCount = async (agreementId: number) =>
    (await app.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, agreementId))).length;
  const terms = (over: Record<string, unknown> = {}) => ({
    pricePaise: 2_000_000,
    deliverables: '20 edited product photos',
    dueDate: '2030-02-01',
    milestones: [
      { title: 'Shoot', amountPaise: 1_200_000 },
      { title: 'Edit', amountPaise: 800_000 },
    ],
    ...over,
  });

  it('drafts an agreement from the application when an admin assigns, visible to the two parties and admins only', async () => {
    const deal = await hire(app, a.admin);
    const agreement = await agreementOf(app, deal.enterprise, deal.jobId);
    expect(agreement).toMatchObject({
      status: 'proposed',
      pricePaise: 1_500_000,
      dueDate: '2030-01-15',
      creator: { id: deal.creator.id },
      payeeVpa: 'asha.k@okicici',
      milestones: [{ title: '', amountPaise: 1_500_000, status: 'pending', payment: null, upiLink: null }],
      history: [{ action: 'drafted' }],
    });
    expect((await agreementOf(app, deal.creator, deal.jobId)).payeeVpa).toBeNull();
    expect((await agreementOf(app, a.admin, deal.jobId)).payeeVpa).toBe('asha.k@okicici');
    for (const outsider of [a.enterprise, a.creator]) {
      const response = await injectAs(app, outsider, {
        method: 'GET',
        url: `/api/jobs/${deal.jobId}/agreement`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('okicici');
    }
    expect(
      (await injectAs(app, null, { method: 'GET', url: `/api/jobs/${deal.jobId}/agreement` })).statusCode,
    ).toBe(401);
  });

  it('lets the enterprise set terms with milestones, and refuses bad terms with a translated 400 that writes nothing', async () => {
    const deal = await hire(app, a.admin);
    const url = `/api/jobs/${deal.jobId}/agreement`;
    const refusals = [
      terms({ milestones: [{ title: 'Shoot', amountPaise: 1_000_000 }] }),
      terms({ pricePaise: 0, milestones: [] }),
      terms({ pricePaise: 100_000_000_01, milestones: [] }),
      terms({ milestones: Array.from({ length: 6 }, () => ({ title: 'Part', amountPaise: 1 })) }),
      terms({ pricePaise: 1000.5, milestones: [] }),
    ];
    for (const body of refusals) {
      const response = await injectAs(app, deal.enterprise, {
        method: 'PUT',
        url,
        payload: body,
        headers: { 'accept-language': 'hi' },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toMatch(/[\u0900-\u097F]/);
    }
    const sum = await act(app, deal.enterprise, 'PUT', url, refusals[0]);
    expect(sum.json().error.fields.milestones).toMatch(/add up/);
    expect((await agreementOf(app, deal.enterprise, deal.jobId)).pricePaise).toBe(1_500_000);

    expect((await act(app, deal.creator, 'PUT', url, terms())).statusCode).toBe(403);
    const saved = await act(app, deal.enterprise, 'PUT', url, terms());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().agreement).toMatchObject({
      status: 'proposed',
      pricePaise: 2_000_000,
      milestones: [
        { position: 1, title: 'Shoot', amountPaise: 1_200_000 },
        { position: 2, title: 'Edit', amountPaise: 800_000 },
      ],
    });
    expect(await kindsOf(deal.creator, deal.jobId)).toContain('agreement_proposed');
  });

  it('takes a change request into the conversation, then accepts once, idempotently', async () => {
    const deal = await hire(app, a.admin);
    const base = `/api/jobs/${deal.jobId}/agreement`;
    const note = `Please move the due date ${randomUUID().slice(0, 4)}`;
    expect(
      (await act(app, deal.enterprise, 'POST', `${base}/request-change`, { message: note })).statusCode,
    ).toBe(403);
    const asked = await act(app, deal.creator, 'POST', `${base}/request-change`, { message: note });
    expect(asked.json().agreement.status).toBe('change_requested');
    const inThread = await app.db.select().from(messages).where(eq(messages.content, note));
    expect(inThread).toMatchObject([{ senderId: deal.creator.id, receiverId: deal.enterprise.id }]);
    expect(await kindsOf(deal.enterprise, deal.jobId)).toContain('agreement_change_requested');
    // Accepting a change request is not possible until the enterprise proposes again.
    expect((await accept(app, deal.creator, deal.jobId)).statusCode).toBe(409);
    expect((await act(app, deal.enterprise, 'PUT', base, terms({ dueDate: '2030-03-01' }))).statusCode).toBe(
      200,
    );

    const key = randomUUID();
    const first = await accept(app, deal.creator, deal.jobId, key);
    expect(first.statusCode, first.body).toBe(200);
    const events = await historyCount(first.json().agreement.id);
    const retry = await accept(app, deal.creator, deal.jobId, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await historyCount(first.json().agreement.id)).toBe(events);
    // Without the key, a second accept is a refused transition; the same key on another route is refused too.
    expect((await accept(app, deal.creator, deal.jobId)).statusCode).toBe(409);
    const reused = await act(app, deal.creator, 'POST', `${base}/request-change`, { message: 'x' }, key);
    expect(reused.statusCode).toBe(422);
    expect((await act(app, deal.enterprise, 'PUT', base, terms())).statusCode).toBe(409);
    expect(await kindsOf(deal.enterprise, deal.jobId)).toContain('agreement_accepted');
    const badKey = await accept(app, deal.creator, deal.jobId, 'bad key!');
    expect(badKey.statusCode).toBe(400);
  });

  it('walks delivery: deliver, ask for changes, deliver again, approve; the last approval is approved, not completed', async () => {
    const deal = await hire(app, a.admin);
    const base = `/api/jobs/${deal.jobId}/agreement`;
    await act(app, deal.enterprise, 'PUT', base, terms());
    const [shoot, edit] = (await agreementOf(app, deal.creator, deal.jobId)).milestones;
    const deliver = (id: number, user = deal.creator) =>
      act(app, user, 'POST', `/api/milestones/${id}/deliver`, {
        note: 'Done',
        links: ['https://drive.example/a'],
      });
    expect((await deliver(shoot!.id)).statusCode).toBe(409); // not accepted yet
    expect((await accept(app, deal.creator, deal.jobId)).statusCode).toBe(200);
    expect((await deliver(shoot!.id, deal.enterprise)).statusCode).toBe(403);
    expect((await deliver(shoot!.id, a.creator)).statusCode).toBe(404);
    const badLink = await act(app, deal.creator, 'POST', `/api/milestones/${shoot!.id}/deliver`, {
      note: 'Done',
      links: ['javascript:alert(1)'],
    });
    expect(badLink.statusCode).toBe(400);
    expect(
      (
        await act(app, deal.enterprise, 'POST', `/api/milestones/${shoot!.id}/approve`, {
          amountPaise: shoot!.amountPaise,
        })
      ).statusCode,
    ).toBe(409);

    const delivered = await deliver(shoot!.id);
    expect(delivered.json().agreement.milestones[0]).toMatchObject({
      status: 'delivered',
      deliveryNote: 'Done',
      deliveryLinks: ['https://drive.example/a'],
    });
    expect(await kindsOf(deal.enterprise, deal.jobId)).toContain('work_delivered');
    const changes = await act(app, deal.enterprise, 'POST', `/api/milestones/${shoot!.id}/request-changes`, {
      note: 'Brighter please',
    });
    expect(changes.json().agreement.milestones[0]).toMatchObject({
      status: 'changes_requested',
      reviewNote: 'Brighter please',
    });
    expect(await kindsOf(deal.creator, deal.jobId)).toContain('delivery_changes_requested');
    expect((await deliver(shoot!.id)).statusCode).toBe(200);
    expect(
      (
        await act(app, deal.creator, 'POST', `/api/milestones/${shoot!.id}/approve`, {
          amountPaise: shoot!.amountPaise,
        })
      ).statusCode,
    ).toBe(403);
    const approved = await act(app, deal.enterprise, 'POST', `/api/milestones/${shoot!.id}/approve`, {
      amountPaise: shoot!.amountPaise,
    });
    expect(approved.json().agreement.status).toBe('accepted');
    expect(await kindsOf(deal.creator, deal.jobId)).toContain('delivery_approved');
    const jobStatus = async () =>
      (await app.db.select().from(jobs).where(eq(jobs.id, deal.jobId)))[0]!.status;
    expect(await jobStatus()).toBe('assigned');

    expect((await deliver(edit!.id)).statusCode).toBe(200);
    const last = await act(app, deal.enterprise, 'POST', `/api/milestones/${edit!.id}/approve`, {
      amountPaise: edit!.amountPaise,
    });
    // Approved is not paid: ₹0 of the price is paid, all of it outstanding, and the job is not completed.
    expect(last.json().agreement).toMatchObject({
      status: 'approved',
      paidPaise: 0,
      outstandingPaise: last.json().agreement.pricePaise,
      completedAt: null,
    });
    expect(last.json().agreement.history.map((e: { action: string }) => e.action)).toEqual([
      'drafted',
      'terms_changed',
      'accepted',
      'delivered',
      'changes_requested',
      'delivered',
      'approved',
      'delivered',
      'approved',
      'work_approved',
    ]);
    expect(await jobStatus()).toBe('assigned');
    const live = await app.db.select().from(realtimeEvents).where(eq(realtimeEvents.userId, deal.creator.id));
    expect(live.some((e) => e.type === 'agreement.updated')).toBe(true);
  });

  it('keeps the history append-only in the database', async () => {
    const deal = await hire(app, a.admin);
    const { id } = await agreementOf(app, deal.enterprise, deal.jobId);
    await expect(
      app.db.update(agreementEvents).set({ action: 'forged' }).where(eq(agreementEvents.agreementId, id)),
    ).rejects.toThrow();
  });

  it('lets the two rate each other for a job with an agreement only once it is approved and paid', async () => {
    const deal = await hire(app, a.admin);
    const rate = () =>
      injectAs(app, deal.enterprise, {
        method: 'PUT',
        url: `/api/ratings/${deal.creator.id}`,
        payload: { value: 5, jobId: deal.jobId },
      });
    const early = await rate();
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('no_shared_job');
    expect((await accept(app, deal.creator, deal.jobId)).statusCode).toBe(200);
    const [part] = (await agreementOf(app, deal.creator, deal.jobId)).milestones;
    await act(app, deal.creator, 'POST', `/api/milestones/${part!.id}/deliver`, { note: 'Done' });
    expect((await rate()).statusCode).toBe(403);
    await act(app, deal.enterprise, 'POST', `/api/milestones/${part!.id}/approve`, {
      amountPaise: part!.amountPaise,
    });
    // Approved but unpaid: not completed yet.
    expect((await rate()).statusCode).toBe(403);
    const paid = await act(app, deal.enterprise, 'POST', `/api/milestones/${part!.id}/payment`, {
      utr: newUtr(),
      amountPaise: part!.amountPaise,
    });
    const paymentId = paid.json().agreement.milestones[0].payment.id as number;
    const confirmed = await act(app, deal.creator, 'POST', `/api/payments/${paymentId}/confirm`, {
      amountPaise: part!.amountPaise,
    });
    expect(confirmed.json().agreement).toMatchObject({ status: 'completed', outstandingPaise: 0 });
    expect((await rate()).statusCode).toBe(200);
  });

  it('lists each party’s agreements and an admin’s all', async () => {
    const deal = await hire(app, a.admin);
    const mine = await injectAs(app, deal.creator, { method: 'GET', url: '/api/agreements' });
    expect(mine.json().agreements).toMatchObject([
      { jobId: deal.jobId, pricePaise: 1_500_000, paidPaise: 0 },
    ]);
    const other = await injectAs(app, a.otherCreator, { method: 'GET', url: '/api/agreements' });
    expect(other.json().agreements.some((x: { jobId: number }) => x.jobId === deal.jobId)).toBe(false);
  });
});
