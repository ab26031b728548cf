import type { FastifyInstance } from 'fastify';
import type { Application, AssignmentResponse } from '@kalasetu/shared/applications';
import type { Candidate, RecommendationsResponse } from '@kalasetu/shared/hiring';
import { ASSIGN_OTHER_CREATORS_LIMIT, RECOMMENDATION_QUEUE_LIMIT } from '@kalasetu/shared/limits';
import type { DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../types/fastify';
import { listApplicationsWithCreator } from '../applications/applications.repository';
import { toApplication } from '../applications/applications.service';
import { findJobSummary, lockJob } from '../jobs/jobs.repository';
import { assignCreatorIn } from '../jobs/jobs.service';
import { noticeRecommendationDeclined } from './hiring-notices';
import {
  countAwaitingRecommendations,
  declineRecommendation,
  findApplicationJob,
  findPersonBrief,
  listAwaitingRecommendations,
  listOtherCreators,
  lockApplication,
} from './hiring.repository';

function requireAdmin(actor: Actor) {
  if (actor.role !== 'admin') throw forbidden();
}

/** The admin's queue: recommendations awaiting a decision, newest first, and how many there are in all. */
export async function listRecommendations(
  app: FastifyInstance,
  actor: Actor,
): Promise<RecommendationsResponse> {
  requireAdmin(actor);
  const [rows, count] = await Promise.all([
    listAwaitingRecommendations(app.db, RECOMMENDATION_QUEUE_LIMIT),
    countAwaitingRecommendations(app.db),
  ]);
  return {
    recommendations: rows.map(({ application, job, creator }) => ({
      applicationId: application.id,
      proposedPrice: application.proposedPrice,
      coverLetter: application.coverLetter,
      recommendedAt: application.updatedAt.toISOString(),
      job: {
        id: job.id,
        title: job.title,
        budgetMin: job.budgetMin,
        budgetMax: job.budgetMax,
        deadline: job.deadline?.toISOString() ?? null,
      },
      enterprise: { id: job.enterpriseId, name: job.enterpriseName, isVerified: job.enterpriseVerified },
      creator: { ...creator, ratingAverage: Number(creator.ratingAverage) },
    })),
    count,
  };
}

export async function countRecommendations(app: FastifyInstance, actor: Actor): Promise<number> {
  requireAdmin(actor);
  return countAwaitingRecommendations(app.db);
}

/**
 * The recommendation, still awaiting a decision, with its job locked: the job first, in the same order as every
 * other admin action on a job, so two admins deciding at once take turns instead of deadlocking.
 */
async function lockAwaiting(tx: DbOrTx, applicationId: number) {
  const found = await findApplicationJob(tx, applicationId);
  if (!found) throw notFound('errors.applicationNotFound');
  const job = await lockJob(tx, found.jobId);
  const application = await lockApplication(tx, applicationId);
  if (!job || !application || application.status !== 'recommended' || job.status !== 'open')
    throw conflict('errors.recommendationNotAwaiting', 'recommendation_not_awaiting');
  return { job, application };
}

/** Accepting a recommendation assigns its creator to its job, in one step and one transaction. */
export async function acceptRecommendation(
  app: FastifyInstance,
  actor: Actor,
  applicationId: number,
): Promise<AssignmentResponse> {
  requireAdmin(actor);
  return app.db.transaction(async (tx) => {
    const { job, application } = await lockAwaiting(tx, applicationId);
    return assignCreatorIn(app, tx, job.id, application.creatorId);
  });
}

/** Declining sends the application back to pending with the admin's reason, which the enterprise is told. */
export async function declineRecommendationOf(
  app: FastifyInstance,
  actor: Actor,
  applicationId: number,
  reason: string,
): Promise<Application> {
  requireAdmin(actor);
  return app.db.transaction(async (tx) => {
    const { job } = await lockAwaiting(tx, applicationId);
    const row = await declineRecommendation(tx, applicationId, reason);
    if (!row) throw conflict('errors.recommendationNotAwaiting', 'recommendation_not_awaiting');
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
  });
}

const APPLICANT_ORDER = { recommended: 0, pending: 1, accepted: 2, rejected: 3 } as const;

/**
 * The assign dialog's list: the job's applicants first (the recommended one first and marked, each with their
 * proposal), then other creators by name, optionally searched.
 */
export async function listCandidates(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
  q: string | undefined,
): Promise<Candidate[]> {
  requireAdmin(actor);
  const job = await findJobSummary(app.db, jobId);
  if (!job) throw notFound('errors.jobNotFound');
  const [applicants, others] = await Promise.all([
    listApplicationsWithCreator(app.db, { jobId }),
    listOtherCreators(app.db, jobId, q, ASSIGN_OTHER_CREATORS_LIMIT),
  ]);
  const needle = q?.toLowerCase();
  const applicantRows: Candidate[] = applicants
    .filter((row) => !needle || row.creator.name.toLowerCase().includes(needle))
    .sort(
      (a, b) =>
        APPLICANT_ORDER[a.application.status] - APPLICANT_ORDER[b.application.status] ||
        a.application.createdAt.getTime() - b.application.createdAt.getTime(),
    )
    .map(({ application, creator }) => ({
      creator: {
        id: creator.id,
        name: creator.name,
        avatarUrl: creator.avatarUrl,
        location: creator.location,
        isVerified: creator.isVerified,
        ratingAverage: Number(creator.ratingAverage),
        ratingCount: creator.ratingCount,
      },
      application: {
        id: application.id,
        status: application.status,
        proposedPrice: application.proposedPrice,
        coverLetter: application.coverLetter,
        createdAt: application.createdAt.toISOString(),
        declineReason: application.declineReason,
      },
      recommended: application.status === 'recommended',
    }));
  const otherRows: Candidate[] = others.map((creator) => ({
    creator: { ...creator, ratingAverage: Number(creator.ratingAverage) },
    application: null,
    recommended: false,
  }));
  return [...applicantRows, ...otherRows];
}
