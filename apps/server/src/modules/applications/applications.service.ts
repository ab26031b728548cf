import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ASSIGNMENT_COVER_LETTER,
  type Application,
  type ApplicationDecisionResponse,
  type ApplicationWithCreator,
  type ApplicationWithJob,
  type ApplyToJobData,
} from '@kalasetu/shared/applications';
import type { Language } from '@kalasetu/shared/limits';
import { isLanguage, translate } from '@kalasetu/shared/messages';
import type { ApplicationStatus } from '@kalasetu/shared/roles';
import type { DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../types/fastify';
import {
  acceptOrCreateApplication,
  decidePendingApplication,
  findApplicationWithJob,
  findJobOfApplications,
  findProfileLanguage,
  insertApplicationOnce,
  insertNotification,
  listApplicationsOfCreator,
  listApplicationsWithCreator,
  type ApplicationRow,
} from './applications.repository';

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    jobId: row.jobId,
    creatorId: row.creatorId,
    coverLetter: row.coverLetter,
    proposedPrice: row.proposedPrice,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const STATUS_MESSAGE_KEYS: Record<Exclude<ApplicationStatus, 'pending'>, string> = {
  recommended: 'marketplace.applicationRecommended',
  rejected: 'marketplace.applicationRejected',
  accepted: 'marketplace.applicationAccepted',
};

/**
 * Every change of an application's status tells its creator: an `application_status` notification in the
 * creator's language, and live-update events delivered when `db` (the change's transaction) commits.
 */
export async function notifyApplicationStatus(
  app: FastifyInstance,
  db: DbOrTx,
  application: ApplicationRow,
  jobTitle: string,
) {
  if (application.status === 'pending') return;
  const stored = await findProfileLanguage(db, application.creatorId);
  const lang: Language = isLanguage(stored) ? stored : 'en';
  const notification = await insertNotification(db, {
    userId: application.creatorId,
    type: 'application_status',
    message: translate(lang, STATUS_MESSAGE_KEYS[application.status], { title: jobTitle }),
    relatedId: String(application.id),
    link: `/jobs/${application.jobId}`,
  });
  const payload = { applicationId: application.id, jobId: application.jobId, status: application.status };
  await app.realtime.publish(db, application.creatorId, 'application.updated', payload);
  await app.realtime.publish(db, application.creatorId, 'notification.created', {
    notificationId: notification.id,
    type: 'application_status',
    relatedId: String(application.id),
  });
}

/**
 * The admin assigned `creatorId` to the job (inside the assignment's transaction): their application becomes
 * accepted, or one is made for them with the job's lowest budget, and they are told when that changed anything.
 */
export async function acceptAssignedCreator(
  app: FastifyInstance,
  tx: DbOrTx,
  job: { id: number; title: string; budgetMin: number },
  creatorId: string,
): Promise<Application> {
  const { application, changed } = await acceptOrCreateApplication(tx, {
    jobId: job.id,
    creatorId,
    proposedPrice: job.budgetMin,
    coverLetter: ADMIN_ASSIGNMENT_COVER_LETTER,
  });
  if (changed) await notifyApplicationStatus(app, tx, application, job.title);
  return toApplication(application);
}

/** A creator applies once per open job; the unique (job, creator) constraint settles two racing requests. */
export async function applyToJob(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
  input: ApplyToJobData,
): Promise<Application> {
  if (actor.role !== 'creator') throw forbidden('errors.onlyCreatorsApply');
  return app.db.transaction(async (tx) => {
    const job = await findJobOfApplications(tx, jobId);
    if (!job) throw notFound('errors.jobNotFound');
    if (job.status !== 'open') throw conflict('errors.jobNotOpen', 'job_not_open');
    const row = await insertApplicationOnce(tx, {
      jobId,
      creatorId: actor.userId,
      proposedPrice: input.proposedPrice,
      coverLetter: input.coverLetter,
    });
    if (!row) throw conflict('errors.alreadyApplied', 'already_applied');
    await app.realtime.publish(tx, job.enterpriseId, 'application.updated', {
      applicationId: row.id,
      jobId,
      status: row.status,
    });
    return toApplication(row);
  });
}

/** The owning enterprise recommends (sends for admin approval) or rejects a pending application. */
export async function decideApplication(
  app: FastifyInstance,
  actor: Actor,
  lang: Language,
  applicationId: number,
  decision: 'recommended' | 'rejected',
): Promise<ApplicationDecisionResponse> {
  if (actor.role !== 'enterprise') throw forbidden();
  return app.db.transaction(async (tx) => {
    const found = await findApplicationWithJob(tx, applicationId);
    if (!found) throw notFound('errors.applicationNotFound');
    if (found.job.enterpriseId !== actor.userId) throw forbidden();
    const row = await decidePendingApplication(tx, applicationId, decision);
    if (!row) throw conflict('errors.applicationNotPending', 'application_not_pending');
    await notifyApplicationStatus(app, tx, row, found.job.title);
    return {
      application: toApplication(row),
      message: translate(
        lang,
        decision === 'recommended' ? 'marketplace.sentForApproval' : 'marketplace.rejected',
      ),
    };
  });
}

type CreatorListRow = Awaited<ReturnType<typeof listApplicationsWithCreator>>[number];

function toApplicationWithCreator(row: CreatorListRow): ApplicationWithCreator {
  return {
    ...toApplication(row.application),
    jobTitle: row.jobTitle,
    creator: { ...row.creator, ratingAverage: Number(row.creator.ratingAverage) },
  };
}

/** Applications to one job: its enterprise and the admin only. */
export async function listApplicationsForJob(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
): Promise<ApplicationWithCreator[]> {
  if (actor.role !== 'enterprise' && actor.role !== 'admin') throw forbidden();
  const job = await findJobOfApplications(app.db, jobId);
  if (!job) throw notFound('errors.jobNotFound');
  if (actor.role === 'enterprise' && job.enterpriseId !== actor.userId) throw forbidden();
  return (await listApplicationsWithCreator(app.db, { jobId })).map(toApplicationWithCreator);
}

/** Applications to every job of the signed-in enterprise (optionally one of them). */
export async function listApplicationsForEnterprise(
  app: FastifyInstance,
  actor: Actor,
  jobId?: number,
): Promise<ApplicationWithCreator[]> {
  if (actor.role !== 'enterprise') throw forbidden();
  const rows = await listApplicationsWithCreator(app.db, { enterpriseId: actor.userId, jobId });
  return rows.map(toApplicationWithCreator);
}

export async function listApplicationsForCreator(
  app: FastifyInstance,
  actor: Actor,
): Promise<ApplicationWithJob[]> {
  if (actor.role !== 'creator') throw forbidden();
  const rows = await listApplicationsOfCreator(app.db, actor.userId);
  return rows.map((row) => ({ ...toApplication(row.application), job: row.job }));
}
