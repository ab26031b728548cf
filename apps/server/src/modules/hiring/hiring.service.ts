import type { FastifyInstance } from 'fastify';
import type { Application, AssignmentResponse } from '@kalasetu/shared/applications';
import type { Candidate, RecommendationsResponse } from '@kalasetu/shared/hiring';
import { ASSIGN_OTHER_CREATORS_LIMIT, RECOMMENDATION_QUEUE_LIMIT } from '@kalasetu/shared/limits';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { requireRole } from '../../lib/authorization';
import type { Actor } from '../../types/fastify';
import { declineRecommendedApplication, listApplicationsForJob } from '../applications/applications.service';
import { assignCreatorIn } from '../jobs/jobs.service';
import {
  countAwaitingRecommendations,
  findApplicationJob,
  listAwaitingRecommendations,
  listOtherCreators,
  lockApplication,
  lockJobBrief,
} from './hiring.repository';

/** The admin's queue: recommendations awaiting a decision, newest first, and how many there are in all. */
export async function listRecommendations(
  app: FastifyInstance,
  actor: Actor,
): Promise<RecommendationsResponse> {
  requireRole(actor, 'admin');
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
  requireRole(actor, 'admin');
  return countAwaitingRecommendations(app.db);
}

/**
 * The recommendation, still awaiting a decision, with its job locked: the job first, in the same order as every
 * other admin action on a job, so two admins deciding at once take turns instead of deadlocking.
 */
async function lockAwaiting(tx: DbOrTx, applicationId: number) {
  const found = await findApplicationJob(tx, applicationId);
  if (!found) throw notFound('errors.applicationNotFound');
  const job = await lockJobBrief(tx, found.jobId);
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
  requireRole(actor, 'admin');
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
  requireRole(actor, 'admin');
  return app.db.transaction(async (tx) => {
    const { job } = await lockAwaiting(tx, applicationId);
    const application = await declineRecommendedApplication(app, tx, job, applicationId, reason);
    if (!application) throw conflict('errors.recommendationNotAwaiting', 'recommendation_not_awaiting');
    return application;
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
  requireRole(actor, 'admin');
  // The job's applications as its enterprise sees them (404 when there is no such job).
  const applicants = await listApplicationsForJob(app, actor, jobId);
  const others = await listOtherCreators(app.db, jobId, q, ASSIGN_OTHER_CREATORS_LIMIT);
  const needle = q?.toLowerCase();
  const applicantRows: Candidate[] = applicants
    .filter((row) => !needle || row.creator.name.toLowerCase().includes(needle))
    .sort(
      (a, b) =>
        APPLICANT_ORDER[a.status] - APPLICANT_ORDER[b.status] || a.createdAt.localeCompare(b.createdAt),
    )
    .map((row) => ({
      creator: {
        id: row.creator.id,
        name: row.creator.name,
        avatarUrl: row.creator.avatarUrl,
        location: row.creator.location,
        isVerified: row.creator.isVerified,
        ratingAverage: row.creator.ratingAverage,
        ratingCount: row.creator.ratingCount,
      },
      application: {
        id: row.id,
        status: row.status,
        proposedPrice: row.proposedPrice,
        coverLetter: row.coverLetter,
        createdAt: row.createdAt,
        declineReason: row.declineReason,
      },
      recommended: row.status === 'recommended',
    }));
  const otherRows: Candidate[] = others.map((creator) => ({
    creator: { ...creator, ratingAverage: Number(creator.ratingAverage) },
    application: null,
    recommended: false,
  }));
  return [...applicantRows, ...otherRows];
}
