import type { AgreementResponse } from '@kalasetu/shared/payments';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../types/fastify';
import { toAgreement } from './agreement-view';
import {
  findParties,
  listEvents,
  listMilestones,
  lockMilestone,
  type AgreementRow,
} from './agreements.repository';
import { listFilesOfMilestones } from './delivery-files.repository';
import { findPayoutVpa, listPayments } from './payments.repository';

export type Side = 'enterprise' | 'creator' | 'admin';

/** The viewer's side of an agreement; anyone else learns nothing of it (404, as if there were none). */
export function sideOf(agreement: Pick<AgreementRow, 'enterpriseId' | 'creatorId'>, actor: Actor): Side {
  if (actor.role === 'admin') return 'admin';
  if (actor.userId === agreement.enterpriseId) return 'enterprise';
  if (actor.userId === agreement.creatorId) return 'creator';
  throw notFound('errors.agreementNotFound');
}

/** Only `side` may take this step (an admin sees everything but acts only on disputes). */
export function requireSide(agreement: AgreementRow, actor: Actor, side: Side) {
  if (sideOf(agreement, actor) !== side) throw new AppError(403, 'forbidden', 'errors.agreementWrongSide');
}

/** A step the agreement's state does not allow now: 409 with a translated reason, nothing written. */
export const wrongState = () => new AppError(409, 'wrong_state', 'errors.agreementWrongState');

/** A milestone and its agreement, locked for a change; 404 for anyone but the two parties and admins. */
export async function lockPart(tx: DbOrTx, milestoneId: number, actor: Actor) {
  const found = await lockMilestone(tx, milestoneId);
  if (!found) throw notFound('errors.agreementNotFound');
  sideOf(found.agreement, actor);
  return found;
}

export async function viewAgreement(db: DbOrTx, row: AgreementRow, actor: Actor): Promise<AgreementResponse> {
  const side = sideOf(row, actor);
  // One after another: inside a transaction the queries share one connection.
  const parties = await findParties(db, row);
  const milestones = await listMilestones(db, row.id);
  const payments = await listPayments(db, row.id);
  const events = await listEvents(db, [row.id]);
  const files = await listFilesOfMilestones(
    db,
    milestones.map((m) => m.id),
  );
  const payeeVpa = side === 'creator' ? null : await findPayoutVpa(db, row.creatorId);
  return {
    agreement: toAgreement({
      row,
      parties: parties ?? { jobTitle: '', enterpriseName: '', creatorName: '' },
      milestones,
      payments,
      events,
      // Files waiting for the coming delivery are the creator's draft until delivered (decision 256).
      files: side === 'enterprise' ? files.filter((file) => file.deliveredAt) : files,
      payeeVpa,
      viewerIsPayer: side === 'enterprise',
    }),
  };
}
