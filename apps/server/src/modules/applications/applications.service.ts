import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ASSIGNMENT_COVER_LETTER,
  type Application,
  type ApplicationDecisionResponse,
  type ApplicationWithCreator,
  type ApplyToJobData,
  type CreatorApplicationsPage,
  type EnterpriseApplicationsPage,
} from '@kalasetu/shared/applications';
import { APPLICANT_SAMPLES, PAGED_LIST_SIZE, type Language } from '@kalasetu/shared/limits';
import { APPLICATION_STATUSES } from '@kalasetu/shared/roles';
import { countsByStatus, pageWindow } from '../../lib/paged-list';
import { translate } from '@kalasetu/shared/messages';
import { conflict, notFound } from '../../lib/errors';
import { requireOwner, requireOwnerOrAdmin, requireRole } from '../../lib/authorization';
import type { Actor } from '../../types/fastify';
import type { DbOrTx } from '../../db/client';
import {
  noticeApplicationReceived,
  noticeAssignment,
  noticeEnterpriseDecision,
  noticeRecommendationDeclined,
} from './application-notices';
import {
  acceptOrCreateApplication,
  declineRecommendation,
  decidePendingApplication,
  findApplicationWithJob,
  findJobOfApplications,
  findPersonBrief,
  countApplicationsOfCreator,
  countApplicationsToEnterprise,
  insertApplicationOnce,
  listApplicationsOfCreator,
  listApplicationsToEnterprise,
  listApplicationsWithCreator,
  listPortfolioSamples,
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

/**
 * The admin assigned `creatorId` to the job (inside the assignment's transaction): their application becomes
 * accepted, or one is made for them with the job's lowest budget; when that changed anything the creator, the
 * enterprise and the applicants still waiting are told (docs/product/hiring.md).
 */
export async function acceptAssignedCreator(
  app: FastifyInstance,
  tx: DbOrTx,
  job: { id: number; title: string; budgetMin: number; enterpriseId: string },
  creatorId: string,
): Promise<Application> {
  const { application, changed, previousStatus } = await acceptOrCreateApplication(tx, {
    jobId: job.id,
    creatorId,
    proposedPrice: job.budgetMin,
    coverLetter: ADMIN_ASSIGNMENT_COVER_LETTER,
  });
  if (changed) {
    const creator = await findPersonBrief(tx, creatorId);
    await noticeAssignment(app, tx, { job, application, previousStatus, creatorName: creator?.name ?? '' });
    const payload = { applicationId: application.id, jobId: job.id, status: application.status };
    await app.realtime.publish(tx, creatorId, 'application.updated', payload);
  }
  return toApplication(application);
}

/**
 * The admin declined the enterprise's recommendation (inside the caller's transaction, which holds the job): the
 * application is pending again with the reason, and the enterprise is told. `undefined` when it was no longer
 * recommended.
 */
export async function declineRecommendedApplication(
  app: FastifyInstance,
  tx: DbOrTx,
  job: { id: number; title: string; enterpriseId: string },
  applicationId: number,
  reason: string,
): Promise<Application | undefined> {
  const row = await declineRecommendation(tx, applicationId, reason);
  if (!row) return undefined;
  const creator = await findPersonBrief(tx, row.creatorId);
  await noticeRecommendationDeclined(app, tx, {
    job,
    application: row,
    creatorName: creator?.name ?? '',
    reason,
  });
  const payload = { applicationId: row.id, jobId: row.jobId, status: row.status };
  for (const userId of [job.enterpriseId, row.creatorId])
    await app.realtime.publish(tx, userId, 'application.updated', payload);
  return toApplication(row);
}

/** A creator applies once per open job; the unique (job, creator) constraint settles two racing requests. */
export async function applyToJob(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
  input: ApplyToJobData,
): Promise<Application> {
  requireRole(actor, 'creator', 'errors.onlyCreatorsApply');
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
  requireRole(actor, 'enterprise');
  return app.db.transaction(async (tx) => {
    const found = await findApplicationWithJob(tx, applicationId);
    if (!found) throw notFound('errors.applicationNotFound');
    requireOwner(actor, found.job.enterpriseId);
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

/** The rows with each applicant's work samples (one query for all of them). */
async function withCreators(db: DbOrTx, rows: CreatorListRow[]): Promise<ApplicationWithCreator[]> {
  const creatorIds = [...new Set(rows.map((row) => row.creator.id))];
  const samples = new Map<string, ApplicationWithCreator['creator']['samples']>();
  for (const sample of await listPortfolioSamples(db, creatorIds, APPLICANT_SAMPLES)) {
    const list = samples.get(sample.creatorId) ?? [];
    list.push({ id: sample.id, title: sample.title, imageUrl: sample.imageUrl });
    samples.set(sample.creatorId, list);
  }
  return rows.map((row) => ({
    ...toApplication(row.application),
    jobTitle: row.jobTitle,
    declineReason: row.application.declineReason,
    creator: {
      ...row.creator,
      ratingAverage: Number(row.creator.ratingAverage),
      samples: samples.get(row.creator.id) ?? [],
    },
  }));
}

/** Applications to one job: its enterprise and the admin only. */
export async function listApplicationsForJob(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
): Promise<ApplicationWithCreator[]> {
  requireRole(actor, ['enterprise', 'admin']);
  const job = await findJobOfApplications(app.db, jobId);
  if (!job) throw notFound('errors.jobNotFound');
  requireOwnerOrAdmin(actor, job.enterpriseId);
  return withCreators(app.db, await listApplicationsWithCreator(app.db, jobId));
}

/** A page of the applications to the signed-in enterprise's jobs (or to one of them), counted by status. */
export async function listApplicationsForEnterprise(
  app: FastifyInstance,
  actor: Actor,
  query: { jobId?: number; page: number },
): Promise<EnterpriseApplicationsPage> {
  requireRole(actor, 'enterprise');
  const where = { enterpriseId: actor.userId, jobId: query.jobId };
  const [rows, counts] = await Promise.all([
    listApplicationsToEnterprise(app.db, { ...where, ...pageWindow(query.page) }),
    countApplicationsToEnterprise(app.db, where),
  ]);
  return {
    applications: await withCreators(app.db, rows),
    counts: countsByStatus(APPLICATION_STATUSES, counts),
    page: query.page,
    pageSize: PAGED_LIST_SIZE,
  };
}

/** A page of the creator's own applications, and how many it has in each status (the overview and the pager). */
export async function listApplicationsForCreator(
  app: FastifyInstance,
  actor: Actor,
  page: number,
): Promise<CreatorApplicationsPage> {
  requireRole(actor, 'creator');
  const [rows, counts] = await Promise.all([
    listApplicationsOfCreator(app.db, actor.userId, pageWindow(page)),
    countApplicationsOfCreator(app.db, actor.userId),
  ]);
  return {
    applications: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    counts: countsByStatus(APPLICATION_STATUSES, counts),
    page,
    pageSize: PAGED_LIST_SIZE,
  };
}

/** The name and role of a person, for the hiring module's invitations (one query, kept here). */
export { findPersonBrief };
