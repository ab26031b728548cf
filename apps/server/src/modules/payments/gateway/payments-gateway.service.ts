import type { FastifyInstance } from 'fastify';
import type {
  GatewayCheckoutInput,
  GatewayOptionsResponse,
  GatewayOrderResponse,
} from '@kalasetu/shared/payments-gateway';
import type { Transaction } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../lib/errors';
import { requireRole } from '../../../lib/authorization';
import type { Actor } from '../../../types/fastify';
import { requireSide, sideOf, viewAgreement, wrongState } from '../agreement-access';
import { recordChange } from '../agreement-record';
import { settleAgreement } from '../agreement-settle';
import { issueInvoiceFor } from '../invoices.service';
import { upiReference } from '../agreement-view';
import {
  findAgreementOfJob,
  findParties,
  listMilestones,
  lockMilestone,
  type AgreementRow,
} from '../agreements.repository';
import { idempotent } from '../idempotency';
import {
  findLivePayment,
  insertPayment,
  listPayments,
  lockPayment,
  updatePayment,
} from '../payments.repository';
import { gatewayOf, type PaymentGateway } from './gateway';
import {
  claimGatewayEvent,
  findGatewayOrder,
  findGatewayPaymentOfMilestone,
  findLinkedAccount,
  findPaymentByGatewayId,
  insertGatewayOrder,
  isCreator,
  listUnsettledGatewayPayments,
  saveLinkedAccount,
  type GatewayOrderRow,
} from './gateway.repository';

/** Agreements in these states have parts that can be paid (online even before approval: decision 245). */
const PAYABLE_AGREEMENT = new Set<AgreementRow['status']>(['accepted', 'approved', 'completed']);
const SWEEP_BATCH = 50;

function requireGateway(app: FastifyInstance): PaymentGateway {
  const gateway = gatewayOf(app);
  if (!gateway) throw conflict('errors.gatewayNotConfigured', 'gateway_not_configured');
  return gateway;
}

/** Whether the viewer may pay parts of a job's agreement online, and which: the paying enterprise only. */
export async function gatewayOptions(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
): Promise<GatewayOptionsResponse> {
  const agreement = await findAgreementOfJob(app.db, jobId);
  if (!agreement) throw notFound('errors.agreementNotFound');
  const side = sideOf(agreement, actor);
  const gateway = gatewayOf(app);
  if (!gateway) return { provider: null, keyId: null, payableMilestoneIds: [], linkedAccountId: null };
  const linkedAccountId = side === 'admin' ? await findLinkedAccount(app.db, agreement.creatorId) : null;
  const payable: number[] = [];
  if (
    side === 'enterprise' &&
    PAYABLE_AGREEMENT.has(agreement.status) &&
    (await findLinkedAccount(app.db, agreement.creatorId))
  ) {
    const [milestones, payments] = [
      await listMilestones(app.db, agreement.id),
      await listPayments(app.db, agreement.id),
    ];
    for (const m of milestones)
      if (!payments.some((p) => p.milestoneId === m.id && p.status !== 'void')) payable.push(m.id);
  }
  return { provider: gateway.provider, keyId: gateway.keyId, payableMilestoneIds: payable, linkedAccountId };
}

/** The enterprise's part, locked, checked payable online. */
async function lockPayablePart(tx: Transaction, milestoneId: number, actor: Actor) {
  const found = await lockMilestone(tx, milestoneId);
  if (!found) throw notFound('errors.agreementNotFound');
  requireSide(found.agreement, actor, 'enterprise');
  if (!PAYABLE_AGREEMENT.has(found.agreement.status)) throw wrongState();
  if (await findLivePayment(tx, milestoneId)) throw conflict('errors.milestoneAlreadyPaid', 'already_paid');
  return found;
}

/**
 * "Pay online": an order at the gateway for the part's amount in paise, its receipt the reference a UPI payment
 * would carry (`KS<agreement>M<part>`). The browser opens the checkout with it.
 */
export async function createGatewayOrder(
  app: FastifyInstance,
  actor: Actor,
  milestoneId: number,
  key?: string,
): Promise<GatewayOrderResponse> {
  const gateway = requireGateway(app);
  return idempotent(app, actor, key, `POST milestone ${milestoneId} gateway-order`, async (tx) => {
    const { agreement, milestone } = await lockPayablePart(tx, milestoneId, actor);
    if (!(await findLinkedAccount(tx, agreement.creatorId)))
      throw conflict('errors.noLinkedAccount', 'no_linked_account');
    const title = (await findParties(tx, agreement))?.jobTitle ?? '';
    const reference = upiReference(agreement.id, milestone.id);
    const order = await gateway.createOrder({
      amountPaise: milestone.amountPaise,
      receipt: reference,
      notes: {
        agreementId: String(agreement.id),
        milestoneId: String(milestone.id),
        jobId: String(agreement.jobId),
      },
    });
    await insertGatewayOrder(tx, {
      id: order.id,
      agreementId: agreement.id,
      milestoneId: milestone.id,
      payerId: actor.userId,
      amountPaise: order.amountPaise,
    });
    await recordChange(app, tx, agreement, actor, 'gateway_order_created', {
      milestoneId,
      orderId: order.id,
    });
    return {
      provider: gateway.provider,
      keyId: gateway.keyId,
      orderId: order.id,
      milestoneId: milestone.id,
      amountPaise: order.amountPaise,
      currency: 'INR' as const,
      description: milestone.title ? `${title} - ${milestone.title}` : title,
    };
  });
}

type Recorded = { paymentId: number; agreement: AgreementRow; created: boolean };

/**
 * Records a captured gateway payment for the order's part, once: the checkout result and each webhook about it
 * land here, and whichever comes second finds the payment already recorded. A second, different payment for a
 * part already paid is refused (409) and left to an admin to refund at the gateway.
 */
async function recordGatewayPayment(
  app: FastifyInstance,
  tx: Transaction,
  order: GatewayOrderRow,
  gatewayPaymentId: string,
  actor: Actor | null,
): Promise<Recorded> {
  const found = await lockMilestone(tx, order.milestoneId);
  if (!found) throw notFound('errors.agreementNotFound');
  const { agreement, milestone } = found;
  const same = await findPaymentByGatewayId(tx, gatewayPaymentId);
  if (same) return { paymentId: same.id, agreement, created: false };
  if (await findLivePayment(tx, milestone.id)) throw conflict('errors.milestoneAlreadyPaid', 'already_paid');
  const parties = await findParties(tx, agreement);
  const now = new Date();
  const payment = await insertPayment(tx, {
    agreementId: agreement.id,
    milestoneId: milestone.id,
    payerId: agreement.enterpriseId,
    payeeId: agreement.creatorId,
    payerName: parties?.enterpriseName ?? '',
    payeeName: parties?.creatorName ?? '',
    payeeVpa: null,
    method: 'razorpay',
    amountPaise: order.amountPaise,
    utr: null,
    gatewayOrderId: order.id,
    gatewayPaymentId,
    // The gateway captured the money: nothing for the creator to confirm, nothing to dispute here.
    status: 'confirmed',
    confirmedAt: now,
  });
  // Confirmed the moment the gateway captured it, so its invoice is issued now, as a UPI payment's is on receipt
  // (decision 240).
  await issueInvoiceFor(tx, payment.id, now);
  const params = { title: parties?.jobTitle, name: payment.payerName, amountPaise: payment.amountPaise };
  await recordChange(
    app,
    tx,
    agreement,
    actor,
    'payment_paid_online',
    { paymentId: payment.id, milestoneId: milestone.id, orderId: order.id, gatewayPaymentId },
    [{ to: agreement.creatorId, kind: 'payment_paid_online', params }],
  );
  // Paid online after the last approval: the agreement is paid now, and completes.
  return {
    paymentId: payment.id,
    agreement: await settleAgreement(app, tx, agreement, actor),
    created: true,
  };
}

/** The browser's checkout result: its signature verified, the payment recorded once, the transfer made on hold. */
export async function completeGatewayCheckout(
  app: FastifyInstance,
  actor: Actor,
  milestoneId: number,
  input: GatewayCheckoutInput,
  key?: string,
) {
  const gateway = requireGateway(app);
  const result = await idempotent(
    app,
    actor,
    key,
    `POST milestone ${milestoneId} gateway-payment`,
    async (tx) => {
      const found = await lockMilestone(tx, milestoneId);
      if (!found) throw notFound('errors.agreementNotFound');
      requireSide(found.agreement, actor, 'enterprise');
      const order = await findGatewayOrder(tx, input.razorpay_order_id);
      if (!order || order.milestoneId !== milestoneId)
        throw new AppError(400, 'gateway_order_unknown', 'errors.gatewayOrderUnknown');
      if (
        !gateway.verifyCheckout(input.razorpay_order_id, input.razorpay_payment_id, input.razorpay_signature)
      ) {
        app.log.warn({ orderId: order.id, milestoneId }, 'gateway checkout signature refused');
        throw new AppError(400, 'gateway_signature_invalid', 'errors.gatewaySignatureInvalid');
      }
      const recorded = await recordGatewayPayment(app, tx, order, input.razorpay_payment_id, actor);
      return { paymentId: recorded.paymentId, view: await viewAgreement(tx, recorded.agreement, actor) };
    },
  );
  // The transfer is made after the payment's commit (a gateway call is no part of our transaction); the answer, a
  // retry's too, shows the agreement as it now stands.
  await settleTransfer(app, result.paymentId);
  const agreement = await findAgreementOfJob(app.db, result.view.agreement.jobId);
  return agreement ? viewAgreement(app.db, agreement, actor) : result.view;
}

/** How far a webhook's `created_at` may lie from now (either way) before it is refused as old or forged. */
export const WEBHOOK_WINDOW_SECONDS = 5 * 60;
const PAYMENT_EVENTS = new Set(['payment.captured', 'order.paid']);

interface WebhookBody {
  event?: unknown;
  created_at?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown; status?: unknown } };
  };
}

/** Every refusal looks the same to the sender; the log says which check failed. */
const refused = () => new AppError(400, 'webhook_refused', 'errors.validation');

/**
 * A gateway webhook: the raw body's signature checked first (nothing is read or written before), then its age,
 * then its event id, stored once so a replay is refused. `payment.captured` and `order.paid` record the payment
 * exactly as the checkout result would, in the same transaction as the event id.
 */
export async function handleGatewayWebhook(
  app: FastifyInstance,
  input: { rawBody: string; signature: string | undefined; eventId: string | undefined; now: Date },
) {
  const gateway = gatewayOf(app);
  if (!gateway) throw notFound();
  const log = app.log.child({ gatewayEventId: input.eventId });
  if (!input.signature || !gateway.verifyWebhook(input.rawBody, input.signature)) {
    log.warn('gateway webhook refused: wrong signature');
    throw refused();
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(input.rawBody) as WebhookBody;
  } catch {
    log.warn('gateway webhook refused: not JSON');
    throw refused();
  }
  const eventId = input.eventId?.trim();
  const event = typeof body.event === 'string' ? body.event : '';
  if (!eventId || eventId.length > 100 || !event) {
    log.warn('gateway webhook refused: no event id or event');
    throw refused();
  }
  const createdAt = typeof body.created_at === 'number' ? body.created_at : Number.NaN;
  if (!(Math.abs(input.now.getTime() / 1000 - createdAt) <= WEBHOOK_WINDOW_SECONDS)) {
    log.warn({ event, createdAt }, 'gateway webhook refused: old or future timestamp');
    throw refused();
  }
  const outcome = await app.db.transaction(async (tx) => {
    if (!(await claimGatewayEvent(tx, eventId, event))) return 'replay' as const;
    if (!PAYMENT_EVENTS.has(event)) return { paymentId: null };
    const entity = body.payload?.payment?.entity;
    const orderId = typeof entity?.order_id === 'string' ? entity.order_id : '';
    const paymentId = typeof entity?.id === 'string' ? entity.id : '';
    const order = orderId ? await findGatewayOrder(tx, orderId) : undefined;
    if (!order || !paymentId || entity?.amount !== order.amountPaise) {
      log.warn({ event, orderId }, 'gateway webhook about an unknown order or amount: stored, not acted on');
      return { paymentId: null };
    }
    try {
      return { paymentId: (await recordGatewayPayment(app, tx, order, paymentId, null)).paymentId };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'already_paid') throw error;
      log.error(
        { orderId, paymentId },
        'gateway captured a second payment for a paid part: refund it at the gateway',
      );
      return { paymentId: null };
    }
  });
  if (outcome === 'replay') {
    log.warn({ event }, 'gateway webhook refused: replayed event id');
    throw refused();
  }
  if (outcome.paymentId !== null) await settleTransfer(app, outcome.paymentId).catch(() => false);
  return { ok: true as const };
}

/**
 * Makes a gateway payment's transfer match its part: created (held unless the part is approved) when missing,
 * released once the part is approved. Runs after the payment, after each approval and on the scheduler's sweep,
 * so a gateway that did not answer once is asked again. Returns whether anything changed.
 */
export async function settleTransfer(app: FastifyInstance, paymentId: number): Promise<boolean> {
  const gateway = gatewayOf(app);
  if (!gateway) return false;
  try {
    return await app.db.transaction(async (tx) => {
      // The agreement first, as every change of an agreement locks it; then the payment and the part.
      const locked = await lockPayment(tx, paymentId);
      if (!locked) return false;
      const { agreement, payment } = locked;
      if (payment.method !== 'razorpay' || payment.status === 'void' || !payment.gatewayPaymentId)
        return false;
      const part = await lockMilestone(tx, payment.milestoneId);
      if (!part) return false;
      const { milestone } = part;
      const approved = milestone.status === 'approved';
      if (payment.transferId && (payment.transferStatus === 'released' || !approved)) return false;
      if (!payment.transferId) {
        const account = await findLinkedAccount(tx, payment.payeeId);
        if (!account) return false;
        const transfer = await gateway.createTransfer(payment.gatewayPaymentId!, {
          account,
          amountPaise: payment.amountPaise,
          onHold: !approved,
          notes: { agreementId: String(agreement.id), milestoneId: String(milestone.id) },
        });
        await setTransfer(tx, payment.id, transfer.id, transfer.onHold);
        await recordChange(
          app,
          tx,
          agreement,
          null,
          transfer.onHold ? 'transfer_held' : 'transfer_released',
          {
            paymentId,
            transferId: transfer.id,
          },
        );
        return true;
      }
      const released = await gateway.releaseTransfer(payment.transferId);
      await setTransfer(tx, payment.id, released.id, released.onHold);
      await recordChange(app, tx, agreement, null, 'transfer_released', {
        paymentId,
        transferId: released.id,
      });
      return true;
    });
  } catch (error) {
    app.log.error({ err: error, paymentId }, 'gateway transfer not settled; the sweep will try again');
    return false;
  }
}

async function setTransfer(tx: Transaction, paymentId: number, transferId: string, onHold: boolean) {
  await updatePayment(tx, paymentId, {
    transferId,
    transferStatus: onHold ? 'on_hold' : 'released',
    transferReleasedAt: onHold ? null : new Date(),
  });
}

/** After the enterprise approves a part: its held transfer, if it was paid online, is released. */
export async function releaseAfterApproval(app: FastifyInstance, milestoneId: number) {
  if (!gatewayOf(app)) return false;
  const paymentId = await findGatewayPaymentOfMilestone(app.db, milestoneId);
  return paymentId === undefined ? false : settleTransfer(app, paymentId);
}

/** The scheduler's pass: every gateway payment whose transfer is missing or still held on an approved part. */
export async function sweepGatewayTransfers(app: FastifyInstance) {
  if (!gatewayOf(app)) return 0;
  let settled = 0;
  for (const id of await listUnsettledGatewayPayments(app.db, SWEEP_BATCH))
    if (await settleTransfer(app, id)) settled += 1;
  return settled;
}

/** An admin records the creator's Route linked account, made in the gateway's dashboard with their KYC. */
export async function setLinkedAccount(
  app: FastifyInstance,
  actor: Actor,
  creatorId: string,
  accountId: string,
) {
  requireRole(actor, 'admin');
  if (!(await isCreator(app.db, creatorId))) throw notFound();
  await saveLinkedAccount(app.db, creatorId, accountId);
  return { accountId };
}
