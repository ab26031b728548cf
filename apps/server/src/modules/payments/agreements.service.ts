import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  AgreementResponse,
  AgreementSummary,
  AgreementTerms,
  deliverySchema,
} from '@kalasetu/shared/payments';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../types/fastify';
import { sendNoteIn } from '../messages/messages.service';
import { lockPart, requireSide, sideOf, viewAgreement, wrongState } from './agreement-access';
import { recordChange } from './agreement-record';
import { requireShown, settleAgreement } from './agreement-settle';
import {
  findAgreementOfJob,
  findParties,
  hasEvent,
  hasLivePayment,
  listAgreementSummaries,
  replaceMilestones,
  updateAgreement,
  updateMilestone,
  type AgreementRow,
} from './agreements.repository';
import { deliverWaitingFiles } from './delivery-files.repository';
import { idempotent } from './idempotency';

const SUMMARY_LIMIT = 200;
const EDITABLE = new Set(['proposed', 'change_requested']);

export async function getAgreement(app: FastifyInstance, actor: Actor, jobId: number) {
  const row = await findAgreementOfJob(app.db, jobId);
  if (!row) throw notFound('errors.agreementNotFound');
  return viewAgreement(app.db, row, actor);
}

async function lockOfJob(tx: DbOrTx, jobId: number, actor: Actor) {
  const row = await findAgreementOfJob(tx, jobId, true);
  if (!row) throw notFound('errors.agreementNotFound');
  sideOf(row, actor);
  return row;
}

const titleOf = async (tx: DbOrTx, row: AgreementRow) => (await findParties(tx, row))?.jobTitle ?? '';

/** The enterprise sets the price, deliverables, due date and milestones until the creator accepts. */
export async function updateTerms(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
  terms: AgreementTerms,
  key?: string,
): Promise<AgreementResponse> {
  return idempotent(app, actor, key, `PUT agreement ${jobId}`, async (tx) => {
    const row = await lockOfJob(tx, jobId, actor);
    requireSide(row, actor, 'enterprise');
    if (!EDITABLE.has(row.status) || (await hasLivePayment(tx, row.id))) throw wrongState();
    // The draft made at assignment was never proposed: the first terms are a proposal, any later ones a change.
    const proposedBefore = await hasEvent(tx, row.id, 'terms_changed');
    const parts = terms.milestones.length ? terms.milestones : [{ title: '', amountPaise: terms.pricePaise }];
    const updated = await updateAgreement(tx, row.id, {
      status: 'proposed',
      version: row.version + 1,
      pricePaise: terms.pricePaise,
      deliverables: terms.deliverables,
      dueDate: terms.dueDate,
    });
    await replaceMilestones(tx, row.id, parts);
    const title = await titleOf(tx, row);
    await recordChange(
      app,
      tx,
      row,
      actor,
      'terms_changed',
      { pricePaise: terms.pricePaise, dueDate: terms.dueDate, milestones: parts.length },
      [
        {
          to: row.creatorId,
          kind: proposedBefore ? 'agreement_changed' : 'agreement_proposed',
          params: { title, name: actor.name, amountPaise: terms.pricePaise },
        },
      ],
    );
    return viewAgreement(tx, updated, actor);
  });
}

/** The creator accepts the version of the terms it was shown; a later version is refused (409) for it to read. */
export async function acceptAgreement(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
  version: number,
  key?: string,
) {
  return idempotent(app, actor, key, `POST agreement ${jobId} accept`, async (tx) => {
    const row = await lockOfJob(tx, jobId, actor);
    requireSide(row, actor, 'creator');
    requireShown(row.version, version);
    if (row.status !== 'proposed') throw wrongState();
    const updated = await updateAgreement(tx, row.id, { status: 'accepted', acceptedAt: new Date() });
    const title = await titleOf(tx, row);
    await recordChange(app, tx, row, actor, 'accepted', { pricePaise: row.pricePaise, version }, [
      { to: row.enterpriseId, kind: 'agreement_accepted', params: { title, name: actor.name } },
    ]);
    return viewAgreement(tx, updated, actor);
  });
}

/** The creator asks for a change: the message goes into the job's conversation, and the enterprise edits again. */
export async function requestAgreementChange(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
  message: string,
  key?: string,
) {
  return idempotent(app, actor, key, `POST agreement ${jobId} request-change`, async (tx) => {
    const row = await lockOfJob(tx, jobId, actor);
    requireSide(row, actor, 'creator');
    if (row.status !== 'proposed') throw wrongState();
    const updated = await updateAgreement(tx, row.id, { status: 'change_requested' });
    await sendNoteIn(app, tx, { senderId: actor.userId, receiverId: row.enterpriseId, content: message });
    const title = await titleOf(tx, row);
    await recordChange(app, tx, row, actor, 'change_requested', { message }, [
      {
        to: row.enterpriseId,
        kind: 'agreement_change_requested',
        params: { title, name: actor.name, reason: message },
      },
    ]);
    return viewAgreement(tx, updated, actor);
  });
}

/**
 * The creator hands in a part (or the whole job) with a note, links and the files attached meanwhile, once the
 * agreement is accepted. The files are handed over with this delivery: they stay as they are from now on.
 */
export async function deliverMilestone(
  app: FastifyInstance,
  actor: Actor,
  milestoneId: number,
  input: z.output<typeof deliverySchema>,
  key?: string,
) {
  return idempotent(app, actor, key, `POST milestone ${milestoneId} deliver`, async (tx) => {
    const { agreement, milestone } = await lockPart(tx, milestoneId, actor);
    requireSide(agreement, actor, 'creator');
    if (agreement.status !== 'accepted' || !['pending', 'changes_requested'].includes(milestone.status))
      throw wrongState();
    const deliveredAt = new Date();
    await updateMilestone(tx, milestone.id, {
      status: 'delivered',
      deliveryNote: input.note,
      deliveryLinks: input.links,
      deliveredAt,
    });
    const files = await deliverWaitingFiles(tx, milestone.id, deliveredAt);
    const title = await titleOf(tx, agreement);
    await recordChange(
      app,
      tx,
      agreement,
      actor,
      'delivered',
      { milestoneId, note: input.note, links: input.links, files },
      [
        {
          to: agreement.enterpriseId,
          kind: 'work_delivered',
          params: { title, name: actor.name, milestone: milestone.title, files },
        },
      ],
    );
    return viewAgreement(tx, agreement, actor);
  });
}

export async function requestMilestoneChanges(
  app: FastifyInstance,
  actor: Actor,
  milestoneId: number,
  note: string,
  key?: string,
) {
  return idempotent(app, actor, key, `POST milestone ${milestoneId} request-changes`, async (tx) => {
    const { agreement, milestone } = await lockPart(tx, milestoneId, actor);
    requireSide(agreement, actor, 'enterprise');
    if (milestone.status !== 'delivered') throw wrongState();
    await updateMilestone(tx, milestone.id, { status: 'changes_requested', reviewNote: note });
    const title = await titleOf(tx, agreement);
    await recordChange(app, tx, agreement, actor, 'changes_requested', { milestoneId, note }, [
      {
        to: agreement.creatorId,
        kind: 'delivery_changes_requested',
        params: { title, name: actor.name, milestone: milestone.title, reason: note },
      },
    ]);
    return viewAgreement(tx, agreement, actor);
  });
}

/**
 * Approving the last part makes the agreement `approved`; it completes (and the two may rate each other) once every
 * part is paid as well. The enterprise approves the amount it was shown.
 */
export async function approveMilestone(
  app: FastifyInstance,
  actor: Actor,
  milestoneId: number,
  amountPaise: number,
  key?: string,
) {
  return idempotent(app, actor, key, `POST milestone ${milestoneId} approve`, async (tx) => {
    const { agreement, milestone } = await lockPart(tx, milestoneId, actor);
    requireSide(agreement, actor, 'enterprise');
    requireShown(milestone.amountPaise, amountPaise);
    if (milestone.status !== 'delivered') throw wrongState();
    await updateMilestone(tx, milestone.id, { status: 'approved', approvedAt: new Date() });
    const title = await titleOf(tx, agreement);
    const notice = {
      title,
      name: actor.name,
      milestone: milestone.title,
      amountPaise: milestone.amountPaise,
    };
    await recordChange(app, tx, agreement, actor, 'approved', { milestoneId }, [
      { to: agreement.creatorId, kind: 'delivery_approved', params: notice },
    ]);
    return viewAgreement(tx, await settleAgreement(app, tx, agreement, actor), actor);
  });
}

/** The signed-in person's agreements (an admin's: all), newest change first. */
export async function listAgreements(app: FastifyInstance, actor: Actor): Promise<AgreementSummary[]> {
  const rows = await listAgreementSummaries(
    app.db,
    SUMMARY_LIMIT,
    actor.role === 'admin' ? undefined : actor.userId,
  );
  return rows.map(toSummary);
}

export function toSummary(row: Awaited<ReturnType<typeof listAgreementSummaries>>[number]): AgreementSummary {
  return {
    ...row,
    paidPaise: Number(row.paidPaise),
    openDisputes: Number(row.openDisputes),
    milestoneCount: Number(row.milestoneCount),
    updatedAt: row.updatedAt.toISOString(),
  };
}
