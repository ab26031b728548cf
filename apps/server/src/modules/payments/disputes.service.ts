import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DELIVERY_FILE_TYPES, deliveryFileName } from '@kalasetu/shared/delivery-files';
import {
  DISPUTE_EVIDENCE_MAX_PER_SIDE,
  type DisputeResponse,
  type ResolveDisputeInput,
} from '@kalasetu/shared/payments';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound, unsupportedMedia } from '../../lib/errors';
import { requireRole } from '../../lib/authorization';
import { sniffDeliveryFile } from '../../lib/file-types';
import type { Upload } from '../../lib/uploads';
import type { Actor } from '../../types/fastify';
import { conversationBetween } from '../messages/messages.service';
import { sideOf, viewAgreement, wrongState, type Side } from './agreement-access';
import { recordChange } from './agreement-record';
import { settleAgreement } from './agreement-settle';
import { toPayment } from './agreement-view';
import { findParties, type AgreementRow } from './agreements.repository';
import {
  countEvidenceOf,
  findEvidence,
  findEvidenceByKey,
  insertEvidence,
  listEvidence,
  type EvidenceRow,
} from './disputes.repository';
import { idempotent } from './idempotency';
import { issueInvoiceFor } from './invoices.service';
import { lockOwnPayment } from './payments.service';
import { findPaymentWithAgreement, updatePayment, type PaymentRow } from './payments.repository';

const disputeNotFound = () => notFound('errors.agreementNotFound');

/** A payment that was disputed, for its two parties and admins; anyone else (and any other payment) gets 404. */
async function findDisputed(db: DbOrTx, paymentId: number, actor: Actor) {
  const found = await findPaymentWithAgreement(db, paymentId);
  if (!found || found.payment.disputeNote === null) throw disputeNotFound();
  const side = sideOfOrNotFound(found.agreement, actor);
  return { ...found, side };
}

function sideOfOrNotFound(agreement: AgreementRow, actor: Actor): Side {
  try {
    return sideOf(agreement, actor);
  } catch {
    throw disputeNotFound();
  }
}

const toEvidence = (row: EvidenceRow) => ({
  id: row.id,
  side: row.side,
  authorName: row.authorName,
  note: row.note,
  file:
    row.storageKey && row.fileName && row.contentType && row.sizeBytes
      ? { name: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes }
      : null,
  createdAt: row.createdAt.toISOString(),
});

async function viewDispute(
  db: DbOrTx,
  found: { payment: PaymentRow; agreement: AgreementRow; milestoneTitle: string },
  actor: Actor,
): Promise<DisputeResponse> {
  const { agreement } = await viewAgreement(db, found.agreement, actor);
  const messages = await conversationBetween(db, found.agreement.enterpriseId, found.agreement.creatorId);
  const evidence = await listEvidence(db, found.payment.id);
  return {
    payment: toPayment(found.payment),
    agreement,
    milestoneTitle: found.milestoneTitle,
    messages,
    evidence: evidence.map(toEvidence),
  };
}

/** Everything a dispute is judged on: the agreement with its history and files, the conversation, each side's evidence. */
export async function getDispute(app: FastifyInstance, actor: Actor, paymentId: number) {
  const found = await findDisputed(app.db, paymentId, actor);
  return viewDispute(app.db, found, actor);
}

/** Only a party adds evidence (an admin judges it), only while the dispute is open, and a bounded amount of it. */
async function requireEvidenceRoom(
  db: DbOrTx,
  payment: PaymentRow,
  side: Side,
): Promise<'enterprise' | 'creator'> {
  if (side === 'admin') throw new AppError(403, 'forbidden', 'errors.agreementWrongSide');
  if (payment.status !== 'disputed') throw wrongState();
  if ((await countEvidenceOf(db, payment.id, side)) >= DISPUTE_EVIDENCE_MAX_PER_SIDE)
    throw conflict('errors.tooMuchEvidence', 'too_much_evidence');
  return side;
}

export async function addEvidenceNote(
  app: FastifyInstance,
  actor: Actor,
  paymentId: number,
  note: string,
  key?: string,
) {
  return idempotent(app, actor, key, `POST payment ${paymentId} evidence`, async (tx) => {
    const { agreement, payment } = await lockOwnPayment(tx, paymentId, actor);
    if (payment.disputeNote === null) throw disputeNotFound();
    const side = await requireEvidenceRoom(tx, payment, sideOf(agreement, actor));
    await insertEvidence(tx, { paymentId, authorId: actor.userId, authorName: actor.name, side, note });
    await recordChange(app, tx, agreement, actor, 'evidence_added', { paymentId, note });
    return viewDispute(tx, { ...(await findPaymentWithAgreement(tx, paymentId))! }, actor);
  });
}

/** Everything an evidence upload is refused for that is known before its body is read. */
export async function assertCanAddEvidence(app: FastifyInstance, actor: Actor, paymentId: number) {
  const found = await findDisputed(app.db, paymentId, actor);
  await requireEvidenceRoom(app.db, found.payment, found.side);
}

/**
 * A file of evidence, kept in private storage as delivery files are (its first bytes decide its kind; the name and
 * the client's type are not trusted). Stored before the transaction; deleted again if the transaction refuses it.
 */
export async function attachEvidenceFile(
  app: FastifyInstance,
  actor: Actor,
  paymentId: number,
  upload: Upload,
  key?: string,
): Promise<DisputeResponse> {
  if (upload.buffer.length === 0) throw badRequest('validation.deliveryFileMissing');
  const kind = sniffDeliveryFile(upload.buffer);
  if (!kind) throw unsupportedMedia('validation.deliveryFileType');
  const name = deliveryFileName(upload.filename, kind);
  const stored = await app.storage.privateFiles.put('disputes', upload.buffer, kind);
  const discard = () => app.storage.privateFiles.delete(stored.key).catch(() => {});
  let reply: DisputeResponse;
  try {
    reply = await idempotent(app, actor, key, `POST payment ${paymentId} evidence file`, async (tx) => {
      const { agreement, payment } = await lockOwnPayment(tx, paymentId, actor);
      if (payment.disputeNote === null) throw disputeNotFound();
      const side = await requireEvidenceRoom(tx, payment, sideOf(agreement, actor));
      const row = await insertEvidence(tx, {
        paymentId,
        authorId: actor.userId,
        authorName: actor.name,
        side,
        storageKey: stored.key,
        fileName: name,
        contentType: DELIVERY_FILE_TYPES[kind],
        sizeBytes: upload.buffer.length,
      });
      await recordChange(app, tx, agreement, actor, 'evidence_added', {
        paymentId,
        evidenceId: row.id,
        name,
      });
      return viewDispute(tx, { ...(await findPaymentWithAgreement(tx, paymentId))! }, actor);
    });
  } catch (error) {
    await discard();
    throw error;
  }
  if (!(await findEvidenceByKey(app.db, stored.key).catch(() => true))) await discard();
  return reply;
}

/** A file of evidence for the two parties and admins; anyone else gets the 404 of a file that does not exist. */
export async function openEvidenceFile(
  app: FastifyInstance,
  actor: Actor,
  paymentId: number,
  evidenceId: number,
): Promise<{ file: { name: string; contentType: string; sizeBytes: number }; body: Readable }> {
  await findDisputed(app.db, paymentId, actor);
  const row = await findEvidence(app.db, paymentId, evidenceId);
  const file = row && toEvidence(row).file;
  if (!row?.storageKey || !file) throw notFound('errors.deliveryFileNotFound');
  const body = await app.storage.privateFiles.get(row.storageKey);
  if (!body) throw notFound('errors.deliveryFileNotFound');
  return { file, body };
}

const OUTCOME_KINDS = {
  paid_in_full: 'dispute_paid_in_full',
  part_paid: 'dispute_part_paid',
  void: 'dispute_voided',
} as const;

/**
 * An admin's outcome, with a reason both sides read: paid in full or part paid (the payment counts as received at
 * that amount, its invoice is issued, and the part is settled), or void (the payment does not count; the part is
 * still to pay). Both parties are told in the app and outside it.
 */
export async function resolveDispute(
  app: FastifyInstance,
  actor: Actor,
  paymentId: number,
  input: ResolveDisputeInput,
  key?: string,
) {
  requireRole(actor, 'admin');
  return idempotent(app, actor, key, `POST payment ${paymentId} resolve`, async (tx) => {
    const { agreement, payment } = await lockOwnPayment(tx, paymentId, actor);
    if (payment.status !== 'disputed') throw wrongState();
    const paid = input.outcome === 'void' ? null : (input.amountPaise ?? payment.amountPaise);
    if (input.outcome === 'part_paid' && paid !== null && paid > payment.amountPaise)
      throw new AppError(422, 'amount_too_high', 'errors.disputeAmountTooHigh', {
        amountPaise: 'errors.disputeAmountTooHigh',
      });
    await updatePaymentOutcome(tx, payment, input, paid, actor);
    const invoice = paid === null ? null : await issueInvoiceFor(tx, payment.id);
    const title = (await findParties(tx, agreement))?.jobTitle;
    const params = { title, amountPaise: paid ?? payment.amountPaise, reason: input.note };
    const kind = OUTCOME_KINDS[input.outcome];
    await recordChange(
      app,
      tx,
      agreement,
      actor,
      'dispute_resolved',
      {
        paymentId,
        outcome: input.outcome,
        note: input.note,
        claimedPaise: payment.amountPaise,
        paidPaise: paid,
        invoice: invoice?.number ?? null,
      },
      [
        { to: agreement.enterpriseId, kind, params },
        { to: agreement.creatorId, kind, params },
      ],
    );
    return viewAgreement(tx, await settleAgreement(app, tx, agreement, actor), actor);
  });
}

async function updatePaymentOutcome(
  tx: DbOrTx,
  payment: PaymentRow,
  input: ResolveDisputeInput,
  paid: number | null,
  actor: Actor,
) {
  const now = new Date();
  await updatePayment(tx, payment.id, {
    status: paid === null ? 'void' : 'confirmed',
    confirmedAt: paid === null ? null : now,
    amountPaise: paid ?? payment.amountPaise,
    resolution: input.outcome,
    resolutionNote: input.note,
    resolvedBy: actor.userId,
    resolvedAt: now,
  });
}
