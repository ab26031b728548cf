import type { FastifyInstance } from 'fastify';
import type {
  Application,
  ApplicationDecisionResponse,
  ApplicationWithCreator,
  ApplicationWithJob,
  ApplyToJobData,
} from '@kalasetu/shared/applications';
import type { Language } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../types/fastify';
import { noticeApplicationReceived, noticeEnterpriseDecision } from '../hiring/hiring-notices';
import { findPersonBrief } from '../hiring/hiring.repository';
import { findJobSummary } from '../jobs/jobs.repository';
import {
  decidePendingApplication,
  findApplicationWithJob,
  insertApplicationOnce,
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

/** A creator applies once per open job; the unique (job, creator) constraint settles two racing requests. */
export async function applyToJob(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
  input: ApplyToJobData,
): Promise<Application> {
  if (actor.role !== 'creator') throw forbidden('errors.onlyCreatorsApply');
  return app.db.transaction(async (tx) => {
    const job = await findJobSummary(tx, jobId);
    if (!job) throw notFound('errors.jobNotFound');
    if (job.status !== 'open') throw conflict('errors.jobNotOpen', 'job_not_open');
    const row = await insertApplicationOnce(tx, {
      jobId,
      creatorId: actor.userId,
      proposedPrice: input.proposedPrice,
      coverLetter: input.coverLetter,
    });
    if (!row) throw conflict('errors.alreadyApplied', 'already_applied');
    const creator = await findPersonBrief(tx, actor.userId);
    await noticeApplicationReceived(app, tx, job, row, creator?.name ?? '');
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
    const creator = await findPersonBrief(tx, row.creatorId);
    await noticeEnterpriseDecision(app, tx, found.job, row, creator?.name ?? '');
    await app.realtime.publish(tx, row.creatorId, 'application.updated', {
      applicationId: row.id,
      jobId: row.jobId,
      status: row.status,
    });
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
    declineReason: row.application.declineReason,
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
  const job = await findJobSummary(app.db, jobId);
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
