import type { FastifyInstance } from 'fastify';
import type { AssignmentResponse } from '@kalasetu/shared/applications';
import type {
  CreateJobData,
  JobDetail,
  JobDetailResponse,
  JobRecord,
  JobSummary,
  OwnJobsResponse,
} from '@kalasetu/shared/jobs';
import { formatRupeeRange } from '@kalasetu/shared/money';
import { excerpt } from '@kalasetu/shared/text';
import { JOB_STATUSES, type JobStatus } from '@kalasetu/shared/roles';
import { countsByStatus, pageWindow } from '../../lib/paged-list';
import type { DbOrTx } from '../../db/client';
import {
  CARD_TEXT_MAX_LENGTH,
  JOB_POSTS_ALL_PER_HOUR,
  JOB_POSTS_PER_ENTERPRISE_PER_DAY,
  JOB_POSTS_PER_NEW_ENTERPRISE_PER_DAY,
  PAGED_LIST_SIZE,
  JOB_POSTS_WINDOW_MS,
  NEW_ACCOUNT_DAYS,
} from '@kalasetu/shared/limits';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { requireRole } from '../../lib/authorization';
import type { Actor } from '../../types/fastify';
import { acceptAssignedCreator } from '../applications/applications.service';
import { draftAgreementIn } from '../payments/agreement-draft.service';
import {
  countJobsOfEnterprise,
  findApplicationStatusOf,
  findJobSummary,
  findNewestOpenJobs,
  findOpenJobsOfEnterprise,
  findProfileRole,
  insertJob,
  listJobsOfEnterprise,
  lockJob,
  lockPostingBudget,
  notifyCreatorsWithSkills,
  updateJob,
  type JobCardRow,
  type JobSummaryRow,
} from './jobs.repository';
import { askForReviewsIn } from '../ratings/ratings.service';
import { keptAnswer } from '../search/search-answers.service';

/** A job's card: its description cut to a card's excerpt. */
export function toJobSummary(row: JobCardRow): JobSummary {
  return {
    id: row.id,
    title: row.title,
    description: excerpt(row.description, CARD_TEXT_MAX_LENGTH),
    status: row.status,
    location: row.location,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    budgetCurrency: row.budgetCurrency,
    skills: row.skills,
    deadline: row.deadline?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    enterpriseId: row.enterpriseId,
    enterpriseName: row.enterpriseName,
    enterpriseVerified: row.enterpriseVerified,
    applicantCount: Number(row.applicantCount),
  };
}

export function toJobRecord(row: JobSummaryRow): JobRecord {
  return {
    ...toJobSummary(row),
    description: row.description,
    category: row.category,
    selectedApplicantId: row.selectedApplicantId,
    assignedAt: row.assignedAt?.toISOString() ?? null,
  };
}

/** The newest open jobs (the home page). */
export async function newestOpenJobs(app: FastifyInstance, limit: number): Promise<JobSummary[]> {
  return (await findNewestOpenJobs(app.db, limit)).map(toJobSummary);
}

/** An enterprise's open jobs, newest first (its public profile). */
export async function openJobsOfEnterprise(
  app: FastifyInstance,
  enterpriseId: string,
  limit: number,
): Promise<JobSummary[]> {
  return (await findOpenJobsOfEnterprise(app.db, enterpriseId, limit)).map(toJobSummary);
}

/**
 * A job's page answer. Signed out, every reader gets the same answer, so it is kept like a public search's
 * (`SEARCH_CACHE_MS`, decision 270): a job shared in a group chat and opened by hundreds costs one query every two
 * seconds, not one per reader. A signed-in reader's answer (their application, whether they own it) is made anew.
 */
export async function jobAnswer(
  app: FastifyInstance,
  id: number,
  actor: Actor | null,
): Promise<JobDetailResponse> {
  if (actor) return { job: await getJob(app, id, actor) };
  return keptAnswer(app, 'job', String(id), async () => ({ job: await getJob(app, id, null) }));
}

/** Any job by id, with what the signed-in reader has done about it. */
export async function getJob(app: FastifyInstance, id: number, actor: Actor | null): Promise<JobDetail> {
  // A creator's own application is read beside the job, not after it: one wait for the database, not two.
  const [row, applicationStatus] = await Promise.all([
    findJobSummary(app.db, id),
    actor?.role === 'creator' ? findApplicationStatusOf(app.db, id, actor.userId) : null,
  ]);
  if (!row) throw notFound('errors.jobNotFound');
  return {
    ...toJobRecord(row),
    viewer: { applicationStatus, isOwner: actor?.userId === row.enterpriseId },
  };
}

async function enterpriseForNewJob(app: FastifyInstance, actor: Actor, requested?: string): Promise<string> {
  if (actor.role === 'enterprise') {
    // An enterprise posts only for itself; naming another enterprise is not a typo to repair silently.
    if (requested && requested !== actor.userId) throw forbidden();
    return actor.userId;
  }
  requireRole(actor, 'admin', 'errors.onlyEnterprisesPost');
  const profile = requested ? await findProfileRole(app.db, requested) : undefined;
  if (profile?.role !== 'enterprise')
    throw badRequest('errors.enterpriseRequired', { enterpriseId: 'errors.enterpriseRequired' });
  return requested!;
}

/** The deadline is a day in India: the job stays open to the end of that day there. */
function endOfIndianDay(date: string): Date {
  return new Date(`${date}T23:59:59.999+05:30`);
}

/**
 * An enterprise posts at most JOB_POSTS_PER_ENTERPRISE_PER_DAY jobs in any 24 hours (fewer while its account is new),
 * counted inside the inserting transaction under the enterprise's lock so posts sent at once cannot slip past
 * together. The admin adding a job for an enterprise is not counted.
 */
async function withinPostingBudget(tx: DbOrTx, enterpriseId: string) {
  const now = Date.now();
  const budget = await lockPostingBudget(tx, enterpriseId, new Date(now - JOB_POSTS_WINDOW_MS));
  const isNew = budget.accountCreatedAt.getTime() > now - NEW_ACCOUNT_DAYS * 24 * 60 * 60_000;
  const max = isNew ? JOB_POSTS_PER_NEW_ENTERPRISE_PER_DAY : JOB_POSTS_PER_ENTERPRISE_PER_DAY;
  if (budget.posted < max) return;
  const freesAt = (budget.oldest?.getTime() ?? now) + JOB_POSTS_WINDOW_MS;
  throw tooManyRequests(Math.max(1, Math.ceil((freesAt - now) / 1000)), 'errors.jobPostLimit');
}

/** An enterprise posts a job (or the admin adds one for an enterprise); creators with a matching skill are told. */
export async function createJob(
  app: FastifyInstance,
  actor: Actor,
  input: CreateJobData,
): Promise<JobDetail> {
  const enterpriseId = await enterpriseForNewJob(app, actor, input.enterpriseId);
  // Budgets are off with the rate limits (RATE_LIMITS=off: benches and most tests).
  const budgeted = actor.role === 'enterprise' && app.config.rateLimits;
  if (budgeted) {
    await app.rateLimiter.consume('job-post:all', JOB_POSTS_ALL_PER_HOUR, 60 * 60_000, 'errors.jobPostLimit');
  }
  const id = await app.db.transaction(async (tx) => {
    if (budgeted) await withinPostingBudget(tx, enterpriseId);
    const { id } = await insertJob(tx, {
      enterpriseId,
      title: input.title,
      description: input.description,
      location: input.location,
      category: input.category ?? null,
      budgetMin: input.budgetMin,
      budgetMax: input.budgetMax,
      deadline: endOfIndianDay(input.deadline),
      skills: input.skills,
      status: 'open',
    });
    await notifyCreatorsWithSkills(tx, {
      id,
      title: input.title,
      category: input.category ?? null,
      skills: input.skills,
      location: input.location,
      enterpriseId,
    });
    return id;
  });
  return getJob(app, id, actor);
}

/** A page of the enterprise's own jobs (of one status, or all), and how many it has in each status. */
export async function listOwnJobs(
  app: FastifyInstance,
  actor: Actor,
  query: { page: number; status?: JobStatus },
): Promise<OwnJobsResponse> {
  requireRole(actor, 'enterprise');
  const [rows, counts] = await Promise.all([
    listJobsOfEnterprise(app.db, actor.userId, { status: query.status, ...pageWindow(query.page) }),
    countJobsOfEnterprise(app.db, actor.userId),
  ]);
  return {
    jobs: rows.map((row) => ({ ...toJobRecord(row), assignedCreatorName: row.assignedCreatorName })),
    counts: countsByStatus(JOB_STATUSES, counts),
    page: query.page,
    pageSize: PAGED_LIST_SIZE,
  };
}

async function jobRecordOf(db: DbOrTx, id: number): Promise<JobRecord> {
  const row = await findJobSummary(db, id);
  if (!row) throw notFound('errors.jobNotFound');
  return toJobRecord(row);
}

async function announceJobChange(
  app: FastifyInstance,
  db: DbOrTx,
  job: JobRecord,
  alsoTo: Array<string | null>,
) {
  const payload = { jobId: job.id, status: job.status };
  const users = new Set([job.enterpriseId, ...alsoTo.filter((id): id is string => !!id)]);
  for (const userId of users) await app.realtime.publish(db, userId, 'job.updated', payload);
}

/**
 * The admin assigns a creator: the job records them and becomes `assigned`; their application is accepted, or
 * created accepted at the job's minimum budget with 'Assigned by admin'. One transaction.
 */
export async function assignCreator(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
  creatorId: string,
): Promise<AssignmentResponse> {
  requireRole(actor, 'admin');
  return app.db.transaction((tx) => assignCreatorIn(app, tx, jobId, creatorId));
}

/** The assignment itself, inside the caller's transaction (also accepting a recommendation: hiring.service). */
export async function assignCreatorIn(
  app: FastifyInstance,
  tx: DbOrTx,
  jobId: number,
  creatorId: string,
): Promise<AssignmentResponse> {
  const job = await lockJob(tx, jobId);
  if (!job) throw notFound('errors.jobNotFound');
  const creator = await findProfileRole(tx, creatorId);
  if (creator?.role !== 'creator') throw notFound('errors.creatorNotFound');
  await updateJob(tx, jobId, {
    selectedApplicantId: creatorId,
    status: 'assigned',
    assignedAt: new Date(),
  });
  const application = await acceptAssignedCreator(app, tx, { ...job, id: jobId }, creatorId);
  // The work agreement is drafted from the application in the same step (decision 235).
  await draftAgreementIn(app, tx, jobId, creatorId);
  const record = await jobRecordOf(tx, jobId);
  await announceJobChange(app, tx, record, [creatorId, job.selectedApplicantId]);
  return { job: record, application };
}

/**
 * The job's agreement completed: the job is completed, inside that transaction, and both sides are asked to review
 * each other (docs/product/ratings.md).
 */
export async function completeJobIn(app: FastifyInstance, tx: DbOrTx, jobId: number) {
  const job = await lockJob(tx, jobId);
  if (!job) return;
  await updateJob(tx, jobId, { status: 'completed' });
  await announceJobChange(app, tx, await jobRecordOf(tx, jobId), [job.selectedApplicantId]);
  await askForReviewsIn(app, tx, jobId);
}

/** The admin unassigns: no selected creator, and the job is open again. */
export async function unassignCreator(app: FastifyInstance, actor: Actor, jobId: number): Promise<JobRecord> {
  requireRole(actor, 'admin');
  return app.db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job) throw notFound('errors.jobNotFound');
    await updateJob(tx, jobId, { selectedApplicantId: null, assignedAt: null, status: 'open' });
    const record = await jobRecordOf(tx, jobId);
    await announceJobChange(app, tx, record, [job.selectedApplicantId]);
    return record;
  });
}

/** The admin sets any job status, freely, as the original's dropdown does. */
export async function setJobStatus(
  app: FastifyInstance,
  actor: Actor,
  jobId: number,
  status: JobStatus,
): Promise<JobRecord> {
  requireRole(actor, 'admin');
  return app.db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job) throw notFound('errors.jobNotFound');
    await updateJob(tx, jobId, { status });
    const record = await jobRecordOf(tx, jobId);
    await announceJobChange(app, tx, record, [job.selectedApplicantId]);
    return record;
  });
}

/** Link previews (WhatsApp, X, Facebook) read these from the HTML of /jobs/{id}. */
export async function jobPageMeta(app: FastifyInstance, id: number) {
  const row = await findJobSummary(app.db, id);
  if (!row) return null;
  const budget = formatRupeeRange(row.budgetMin, row.budgetMax);
  const description = [row.enterpriseName, budget, row.location].filter(Boolean).join(' · ');
  return { title: row.title, description };
}
