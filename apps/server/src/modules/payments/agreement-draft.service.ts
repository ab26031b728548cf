import type { FastifyInstance } from 'fastify';
import { LONG_TEXT_MAX_LENGTH } from '@kalasetu/shared/limits';
import { PAISE_PER_RUPEE } from '@kalasetu/shared/payments';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { recordChange } from './agreement-record';
import {
  deleteAgreement,
  findAgreementOfJob,
  findDraftSource,
  hasLivePayment,
  insertAgreement,
  replaceMilestones,
} from './agreements.repository';

const DEFAULT_DUE_DAYS = 30;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * When an admin assigns a creator (jobs.service, in the assignment's transaction), a work agreement is drafted from
 * the application: its proposed price, the job's description as the deliverables and its deadline as the due date
 * (30 days on when it has none), as one part. Reassigning replaces a draft of the previous creator, unless money was
 * already recorded on it: then the job cannot change hands.
 */
export async function draftAgreementIn(app: FastifyInstance, tx: DbOrTx, jobId: number, creatorId: string) {
  const source = await findDraftSource(tx, jobId, creatorId);
  if (!source) return;
  const existing = await findAgreementOfJob(tx, jobId, true);
  if (existing?.creatorId === creatorId) return;
  if (existing) {
    if (await hasLivePayment(tx, existing.id))
      throw conflict('errors.agreementHasPayments', 'agreement_paid');
    await deleteAgreement(tx, existing.id);
  }
  const rupees = source.proposedPrice && source.proposedPrice > 0 ? source.proposedPrice : source.budgetMax;
  const pricePaise = Math.max(rupees, 1) * PAISE_PER_RUPEE;
  const due = source.deadline ?? new Date(Date.now() + DEFAULT_DUE_DAYS * 86_400_000);
  const agreement = await insertAgreement(tx, {
    jobId,
    enterpriseId: source.enterpriseId,
    creatorId,
    applicationId: source.applicationId,
    pricePaise,
    deliverables: source.description.slice(0, LONG_TEXT_MAX_LENGTH),
    dueDate: isoDay(due),
  });
  await replaceMilestones(tx, agreement.id, [{ title: '', amountPaise: pricePaise }]);
  await recordChange(app, tx, agreement, null, 'drafted', { pricePaise, dueDate: agreement.dueDate });
}
