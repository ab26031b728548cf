import { findPersonBrief } from '../applications/applications.service';
import type { FastifyInstance } from 'fastify';
import type {
  CreatorInvitationsResponse,
  Invitation,
  InviteCreatorData,
  JobInvitationsResponse,
} from '@kalasetu/shared/hiring';
import {
  INVITATIONS_PER_ENTERPRISE_PER_DAY,
  INVITATIONS_WINDOW_MS,
  PAGED_LIST_SIZE,
} from '@kalasetu/shared/limits';
import { pageWindow } from '../../lib/paged-list';
import { AppError, conflict, notFound } from '../../lib/errors';
import { requireOwner, requireRole } from '../../lib/authorization';
import type { Actor } from '../../types/fastify';
import { sendNoteIn } from '../messages/messages.service';
import { notify } from '../notifications/notifications.service';
import {
  countInvitationsSince,
  findJobBrief,
  hasApplied,
  insertInvitationOnce,
  countInvitationsOfCreator,
  listInvitationsOfCreator,
  listInvitationsOfJob,
  lockInvitation,
  lockJobBrief,
  lockProfile,
  markInvitationWithdrawn,
} from './hiring.repository';

type InvitationRow = NonNullable<Awaited<ReturnType<typeof insertInvitationOnce>>>;

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  jobId: row.jobId,
  enterpriseId: row.enterpriseId,
  creatorId: row.creatorId,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

const invitationLimit = () =>
  new AppError(429, 'invitation_limit', 'errors.invitationLimit', undefined, {
    retryAfter: Math.ceil(INVITATIONS_WINDOW_MS / 1000),
  });

/**
 * An enterprise invites a creator to apply to one of its open jobs (docs/product/hiring.md): the creator is notified,
 * the two may now write to each other about it, and a note, if given, is the first message. At most
 * INVITATIONS_PER_ENTERPRISE_PER_DAY in any 24 hours.
 */
export async function inviteCreator(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
  input: InviteCreatorData,
): Promise<Invitation> {
  requireRole(actor, 'enterprise');
  return app.db.transaction(async (tx) => {
    const job = await lockJobBrief(tx, jobId);
    if (!job) throw notFound('errors.jobNotFound');
    requireOwner(actor, job.enterpriseId);
    if (job.status !== 'open') throw conflict('errors.jobNotOpen', 'job_not_open');
    const creator = await findPersonBrief(tx, input.creatorId);
    if (creator?.role !== 'creator') throw notFound('errors.creatorNotFound');
    if (await hasApplied(tx, jobId, creator.id))
      throw conflict('errors.creatorAlreadyApplied', 'already_applied');
    // One enterprise's invitations take turns, so two sent at once cannot both slip under the limit.
    await lockProfile(tx, actor.userId);
    const since = new Date(Date.now() - INVITATIONS_WINDOW_MS);
    if ((await countInvitationsSince(tx, actor.userId, since)) >= INVITATIONS_PER_ENTERPRISE_PER_DAY)
      throw invitationLimit();
    const row = await insertInvitationOnce(tx, {
      jobId,
      enterpriseId: actor.userId,
      creatorId: creator.id,
      note: input.note || null,
    });
    if (!row) throw conflict('errors.alreadyInvited', 'already_invited');
    // Named as its jobs name it (the company), which is also how the creator's list of invitations shows it.
    await notify(app, tx, {
      userId: creator.id,
      kind: 'invitation_received',
      params: { title: job.title, enterpriseName: job.enterpriseName },
      jobId,
      actorId: actor.userId,
      relatedId: String(jobId),
      link: `/jobs/${jobId}`,
    });
    if (input.note)
      await sendNoteIn(app, tx, { senderId: actor.userId, receiverId: creator.id, content: input.note });
    return toInvitation(row);
  });
}

/** Whom the enterprise invited to one of its jobs. */
export async function listJobInvitations(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
): Promise<JobInvitationsResponse['invitations']> {
  requireRole(actor, 'enterprise');
  const job = await findJobBrief(app.db, jobId);
  if (!job) throw notFound('errors.jobNotFound');
  requireOwner(actor, job.enterpriseId);
  const rows = await listInvitationsOfJob(app.db, jobId);
  return rows.map(({ invitation, creator }) => ({ ...toInvitation(invitation), creatorName: creator.name }));
}

/** The invitations the signed-in creator received. */
/** A page of the invitations the creator holds, newest first, and how many it holds in all. */
export async function listCreatorInvitations(
  app: FastifyInstance,
  actor: Actor,
  page: number,
): Promise<CreatorInvitationsResponse> {
  requireRole(actor, 'creator');
  const [rows, total] = await Promise.all([
    listInvitationsOfCreator(app.db, actor.userId, pageWindow(page)),
    countInvitationsOfCreator(app.db, actor.userId),
  ]);
  return {
    invitations: rows.map(({ invitation, job, applied }) => ({ ...toInvitation(invitation), job, applied })),
    total,
    page,
    pageSize: PAGED_LIST_SIZE,
  };
}

/**
 * Only the enterprise that sent an invitation withdraws it (docs/product/hiring.md): it leaves the job's list and the
 * creator's, the creator is told, and it still counts toward the daily limit. Withdrawing twice is a 404.
 */
export async function withdrawInvitation(app: FastifyInstance, actor: Actor, invitationId: number) {
  requireRole(actor, 'enterprise');
  await app.db.transaction(async (tx) => {
    const invitation = await lockInvitation(tx, invitationId);
    if (!invitation || invitation.withdrawnAt) throw notFound('errors.invitationNotFound');
    requireOwner(actor, invitation.enterpriseId);
    const job = await findJobBrief(tx, invitation.jobId);
    if (!job) throw notFound('errors.invitationNotFound');
    await markInvitationWithdrawn(tx, invitationId);
    await notify(app, tx, {
      userId: invitation.creatorId,
      kind: 'invitation_withdrawn',
      params: { title: job.title, enterpriseName: job.enterpriseName },
      jobId: job.id,
      actorId: actor.userId,
      relatedId: String(job.id),
      link: '/jobs',
    });
  });
}
