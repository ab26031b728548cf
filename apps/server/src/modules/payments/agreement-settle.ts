import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../types/fastify';
import { completeJobIn } from '../jobs/jobs.service';
import { recordChange } from './agreement-record';
import { listMilestones, updateAgreement, type AgreementRow } from './agreements.repository';
import { listPayments } from './payments.repository';

/**
 * The terms or an amount changed since the person read them (the accept's version, an approval's or a payment's
 * amount): nothing is written, and the screen shows the new terms.
 */
export const termsChanged = () => new AppError(409, 'terms_changed', 'errors.termsChanged');

/** Refuses a step taken on an amount or version other than the one stored now. */
export function requireShown(stored: number, shown: number) {
  if (stored !== shown) throw termsChanged();
}

/**
 * Approved is not paid: once every part's work is approved the agreement is `approved`; it is `completed` (and the
 * job with it) only when every part's payment counts as received, confirmed by the creator, captured online or
 * settled by an admin's outcome of a dispute. Called after each approval and each payment step.
 */
export async function settleAgreement(
  app: FastifyInstance,
  tx: DbOrTx,
  agreement: AgreementRow,
  actor: Pick<Actor, 'userId' | 'name' | 'role'> | null,
): Promise<AgreementRow> {
  if (agreement.status === 'completed') return agreement;
  const parts = await listMilestones(tx, agreement.id);
  if (parts.length === 0 || !parts.every((part) => part.status === 'approved')) return agreement;
  const payments = await listPayments(tx, agreement.id);
  const unpaid = parts.filter(
    (part) => !payments.some((p) => p.milestoneId === part.id && p.status === 'confirmed'),
  );
  if (unpaid.length === 0) {
    const row = await updateAgreement(tx, agreement.id, { status: 'completed', completedAt: new Date() });
    await completeJobIn(app, tx, agreement.jobId);
    await recordChange(app, tx, agreement, actor, 'completed', {});
    return row;
  }
  if (agreement.status === 'approved') return agreement;
  const row = await updateAgreement(tx, agreement.id, { status: 'approved' });
  const outstandingPaise = unpaid.reduce((sum, part) => sum + part.amountPaise, 0);
  await recordChange(app, tx, agreement, actor, 'work_approved', { outstandingPaise });
  return row;
}
