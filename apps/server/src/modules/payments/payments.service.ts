import type { FastifyInstance } from 'fastify';
import type { AdminPaymentsResponse } from '@kalasetu/shared/payments';
import { AppError, conflict, notFound } from '../../lib/errors';
import { requireRole } from '../../lib/authorization';
import type { Actor } from '../../types/fastify';
import { notifyAdmins } from '../notifications/notifications.service';
import { requireSide, sideOf, viewAgreement, wrongState } from './agreement-access';
import { recordChange } from './agreement-record';
import { requireShown, settleAgreement } from './agreement-settle';
import { toEvent, toPayment } from './agreement-view';
import { findParties, listAgreementSummaries, listEvents, lockMilestone } from './agreements.repository';
import { toSummary } from './agreements.service';
import { idempotent } from './idempotency';
import { issueInvoiceFor } from './invoices.service';
import {
  findLivePayment,
  findPayoutVpa,
  insertPayment,
  isUtrTaken,
  listDisputes,
  lockPayment,
  savePayoutVpa,
  updatePayment,
} from './payments.repository';

const ADMIN_LIST_LIMIT = 200;

export async function getPayoutVpa(app: FastifyInstance, actor: Actor) {
  requireRole(actor, 'creator');
  return { vpa: await findPayoutVpa(app.db, actor.userId) };
}

export async function setPayoutVpa(app: FastifyInstance, actor: Actor, vpa: string, key?: string) {
  requireRole(actor, 'creator');
  return idempotent(app, actor, key, 'PUT payout', async (tx) => {
    await savePayoutVpa(tx, actor.userId, vpa);
    return { vpa };
  });
}

/**
 * The enterprise says it paid an approved part through UPI, with the 12-digit UTR its app showed. The payment keeps
 * both names, the UPI ID and the amount as they are now: the record an invoice can later be built from.
 */
export async function recordPayment(
  app: FastifyInstance,
  actor: Actor,
  milestoneId: number,
  input: { utr: string; amountPaise: number },
  key?: string,
) {
  const { utr } = input;
  return idempotent(app, actor, key, `POST milestone ${milestoneId} payment`, async (tx) => {
    const found = await lockMilestone(tx, milestoneId);
    if (!found) throw notFound('errors.agreementNotFound');
    const { agreement, milestone } = found;
    requireSide(agreement, actor, 'enterprise');
    requireShown(milestone.amountPaise, input.amountPaise);
    if (milestone.status !== 'approved') throw wrongState();
    if (await findLivePayment(tx, milestone.id))
      throw conflict('errors.milestoneAlreadyPaid', 'already_paid');
    if (await isUtrTaken(tx, utr))
      throw new AppError(409, 'utr_taken', 'errors.utrTaken', { utr: 'errors.utrTaken' });
    const vpa = await findPayoutVpa(tx, agreement.creatorId);
    if (!vpa) throw conflict('errors.payoutVpaMissing', 'no_payout_vpa');
    const parties = await findParties(tx, agreement);
    const payment = await insertPayment(tx, {
      agreementId: agreement.id,
      milestoneId: milestone.id,
      payerId: agreement.enterpriseId,
      payeeId: agreement.creatorId,
      payerName: parties?.enterpriseName ?? actor.name,
      payeeName: parties?.creatorName ?? '',
      payeeVpa: vpa,
      amountPaise: milestone.amountPaise,
      utr,
    });
    const params = { title: parties?.jobTitle, name: payment.payerName, amountPaise: payment.amountPaise };
    await recordChange(
      app,
      tx,
      agreement,
      actor,
      'payment_recorded',
      { paymentId: payment.id, milestoneId, utr },
      [{ to: agreement.creatorId, kind: 'payment_recorded', params }],
    );
    return viewAgreement(tx, agreement, actor);
  });
}

export async function lockOwnPayment(tx: Parameters<typeof lockPayment>[0], id: number, actor: Actor) {
  const found = await lockPayment(tx, id);
  if (!found) throw notFound('errors.agreementNotFound');
  sideOf(found.agreement, actor);
  return found;
}

/** The creator says the amount it was shown arrived; the last part paid completes the agreement. */
export async function confirmPayment(
  app: FastifyInstance,
  actor: Actor,
  paymentId: number,
  amountPaise: number,
  key?: string,
) {
  return idempotent(app, actor, key, `POST payment ${paymentId} confirm`, async (tx) => {
    const { agreement, payment } = await lockOwnPayment(tx, paymentId, actor);
    requireSide(agreement, actor, 'creator');
    requireShown(payment.amountPaise, amountPaise);
    if (payment.status !== 'recorded') throw wrongState();
    await updatePayment(tx, payment.id, { status: 'confirmed', confirmedAt: new Date() });
    const invoice = await issueInvoiceFor(tx, payment.id);
    const title = (await findParties(tx, agreement))?.jobTitle;
    const params = { title, name: payment.payeeName, amountPaise: payment.amountPaise };
    await recordChange(
      app,
      tx,
      agreement,
      actor,
      'payment_confirmed',
      { paymentId, invoice: invoice.number },
      [{ to: agreement.enterpriseId, kind: 'payment_confirmed', params }],
    );
    return viewAgreement(tx, await settleAgreement(app, tx, agreement, actor), actor);
  });
}

/** The creator says the money has not arrived: a dispute that admins see in their queue, with the whole history. */
export async function disputePayment(
  app: FastifyInstance,
  actor: Actor,
  paymentId: number,
  note: string,
  key?: string,
) {
  return idempotent(app, actor, key, `POST payment ${paymentId} dispute`, async (tx) => {
    const { agreement, payment } = await lockOwnPayment(tx, paymentId, actor);
    requireSide(agreement, actor, 'creator');
    if (payment.status !== 'recorded') throw wrongState();
    await updatePayment(tx, payment.id, { status: 'disputed', disputeNote: note });
    const title = (await findParties(tx, agreement))?.jobTitle;
    const params = { title, name: payment.payeeName, amountPaise: payment.amountPaise, reason: note };
    await recordChange(app, tx, agreement, actor, 'payment_disputed', { paymentId, note }, [
      { to: agreement.enterpriseId, kind: 'payment_disputed', params },
    ]);
    // Admins settle disputes: each is told, in the queue's words, whoever else is.
    await notifyAdmins(app, tx, {
      kind: 'dispute_opened',
      params,
      jobId: agreement.jobId,
      actorId: actor.userId,
      relatedId: String(agreement.jobId),
      link: '/admin?tab=payments',
    });
    return viewAgreement(tx, agreement, actor);
  });
}

/** The admin's payments tab: every agreement with its amounts, and the open disputes with their whole history. */
export async function adminPayments(app: FastifyInstance, actor: Actor): Promise<AdminPaymentsResponse> {
  requireRole(actor, 'admin');
  const [rows, disputes] = await Promise.all([
    listAgreementSummaries(app.db, ADMIN_LIST_LIMIT),
    listDisputes(app.db, ADMIN_LIST_LIMIT),
  ]);
  const events = await listEvents(
    app.db,
    disputes.map((d) => d.payment.agreementId),
  );
  return {
    agreements: rows.map(toSummary),
    disputes: disputes.map((d) => ({
      payment: toPayment(d.payment),
      jobId: d.jobId,
      jobTitle: d.jobTitle,
      milestoneTitle: d.milestoneTitle,
      history: events.filter((e) => e.agreementId === d.payment.agreementId).map(toEvent),
    })),
  };
}
