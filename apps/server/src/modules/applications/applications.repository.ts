import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@kalasetu/shared/roles';
import type { DbOrTx } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { portfolioItems } from '../../db/schema/portfolio-items';
import { profiles } from '../../db/schema/profiles';

export type ApplicationRow = typeof applications.$inferSelect;

/** Inserts the application unless this creator already applied to this job; `undefined` then (the unique constraint decides, also under a race). */
export async function insertApplicationOnce(
  db: DbOrTx,
  values: { jobId: number; creatorId: string; proposedPrice: number; coverLetter: string },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .insert(applications)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: [applications.jobId, applications.creatorId] })
    .returning();
  return row;
}

/** What applying and listing need of a job: who owns it and whether it is open. */
export async function findJobOfApplications(db: DbOrTx, jobId: number) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status, enterpriseId: jobs.enterpriseId })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row;
}

export async function findApplicationWithJob(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      application: applications,
      job: {
        id: jobs.id,
        title: jobs.title,
        enterpriseId: jobs.enterpriseId,
        enterpriseName: jobs.enterpriseName,
      },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id))
    .limit(1);
  return row;
}

/** Moves a pending application to `status`; `undefined` when it is no longer pending (someone acted first). */
export async function decidePendingApplication(
  db: DbOrTx,
  id: number,
  status: Extract<ApplicationStatus, 'recommended' | 'rejected'>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    // A new recommendation starts without the reason the admin gave for declining the last one.
    .set({ status, updatedAt: new Date(), ...(status === 'recommended' ? { declineReason: null } : {}) })
    .where(and(eq(applications.id, id), eq(applications.status, 'pending')))
    .returning();
  return row;
}

/**
 * The creator's application to the job becomes accepted, or is created accepted with the given price and text.
 * Returns it, whether its status changed (false when it was already accepted) and what it was before (null: new).
 */
export async function acceptOrCreateApplication(
  db: DbOrTx,
  values: { jobId: number; creatorId: string; proposedPrice: number; coverLetter: string },
): Promise<{ application: ApplicationRow; changed: boolean; previousStatus: ApplicationStatus | null }> {
  const [existing] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.jobId, values.jobId), eq(applications.creatorId, values.creatorId)))
    .for('update')
    .limit(1);
  if (existing?.status === 'accepted')
    return { application: existing, changed: false, previousStatus: existing.status };
  const [row] = await db
    .insert(applications)
    .values({ ...values, status: 'accepted' })
    .onConflictDoUpdate({
      target: [applications.jobId, applications.creatorId],
      set: { status: 'accepted', updatedAt: new Date() },
    })
    .returning();
  return { application: row!, changed: true, previousStatus: existing?.status ?? null };
}

const creatorColumns = {
  id: profiles.id,
  name: profiles.name,
  avatarUrl: profiles.avatarUrl,
  location: profiles.location,
  skills: profiles.skills,
  isVerified: profiles.isVerified,
  ratingAverage: profiles.ratingAverage,
  ratingCount: profiles.ratingCount,
};

const selectApplicationsWithCreator = (db: DbOrTx) =>
  db
    .select({ application: applications, jobTitle: jobs.title, creator: creatorColumns })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(profiles, eq(profiles.id, applications.creatorId));

/** Applications with the applicant's public profile, newest first: to one job (its enterprise, or the admin). */
export async function listApplicationsWithCreator(db: DbOrTx, jobId: number) {
  return selectApplicationsWithCreator(db)
    .where(eq(applications.jobId, jobId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

// Every job of the enterprise, or only `jobId` among them: the jobs are picked first (an enterprise has few), then
// their applications. One shape for both, so it is prepared once.
const jobsOfEnterpriseOrOne = and(
  eq(jobs.enterpriseId, sql.placeholder('enterpriseId')),
  sql`${jobs.id} = coalesce(${sql.placeholder('jobId')}::int, ${jobs.id})`,
);

const applicationsToEnterprise = preparedPerDb((db) =>
  selectApplicationsWithCreator(db)
    .where(jobsOfEnterpriseOrOne)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('applications_to_enterprise'),
);

/**
 * A page of the applications to an enterprise's jobs (or to one of them), newest first, with each applicant's
 * public profile. Prepared, like its counts: the enterprise dashboard reads both on every visit.
 */
export async function listApplicationsToEnterprise(
  db: DbOrTx,
  where: { enterpriseId: string; jobId?: number; limit: number; offset: number },
) {
  return applicationsToEnterprise(db).execute({ ...where, jobId: where.jobId ?? null });
}

const applicationCountsOfEnterprise = preparedPerDb((db) =>
  db
    .select({ status: applications.status, count: sql<number>`count(*)::int` })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(jobsOfEnterpriseOrOne)
    .groupBy(applications.status)
    .prepare('application_counts_of_enterprise'),
);

/**
 * How many applications to an enterprise's jobs (or to one of them) are in each status. Every application has its
 * creator's profile (deleting one deletes the other), so the list's join to profiles drops none the count keeps.
 */
export async function countApplicationsToEnterprise(
  db: DbOrTx,
  where: { enterpriseId: string; jobId?: number },
) {
  return applicationCountsOfEnterprise(db).execute({ ...where, jobId: where.jobId ?? null });
}

const applicationsOfCreator = preparedPerDb((db) =>
  db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      creatorId: applications.creatorId,
      proposedPrice: applications.proposedPrice,
      status: applications.status,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      job: {
        id: jobs.id,
        title: jobs.title,
        status: jobs.status,
        enterpriseId: jobs.enterpriseId,
        enterpriseName: jobs.enterpriseName,
        budgetMin: jobs.budgetMin,
        budgetMax: jobs.budgetMax,
      },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.creatorId, sql.placeholder('creatorId')))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('applications_of_creator'),
);

/**
 * One page of a creator's applications, newest first, with the job each is for (not the cover letter). Prepared,
 * like its counts: an open creator dashboard reads both every minute.
 */
export async function listApplicationsOfCreator(
  db: DbOrTx,
  creatorId: string,
  window: { limit: number; offset: number },
) {
  return applicationsOfCreator(db).execute({ creatorId, ...window });
}

const applicationCountsOfCreator = preparedPerDb((db) =>
  db
    .select({ status: applications.status, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.creatorId, sql.placeholder('creatorId')))
    .groupBy(applications.status)
    .prepare('application_counts_of_creator'),
);

/** How many of a creator's applications are in each status (from the creator's index, without the jobs). */
export async function countApplicationsOfCreator(db: DbOrTx, creatorId: string) {
  return applicationCountsOfCreator(db).execute({ creatorId });
}

export async function findPersonBrief(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: profiles.id, role: profiles.role, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return row;
}

export async function listAdminIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin'));
  return rows.map((row) => row.id);
}

/** The job's applications still waiting for a decision, but for `exceptCreatorId`'s. */
export async function listOpenApplicantsOf(db: DbOrTx, jobId: number, exceptCreatorId: string) {
  return db
    .select({ id: applications.id, creatorId: applications.creatorId })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobId),
        inArray(applications.status, ['pending', 'recommended']),
        sql`${applications.creatorId} <> ${exceptCreatorId}`,
      ),
    );
}

/** The recommendation goes back to the enterprise: pending again, with the admin's reason. */
export async function declineRecommendation(db: DbOrTx, id: number, reason: string) {
  const [row] = await db
    .update(applications)
    .set({ status: 'pending', declineReason: reason, updatedAt: new Date() })
    .where(and(eq(applications.id, id), eq(applications.status, 'recommended')))
    .returning();
  return row;
}

/**
 * Up to `perCreator` pictures from each creator's portfolio, in their chosen order: the work samples an applicant
 * card shows. Images only (a video or a link has no picture of its own to show small).
 */
export async function listPortfolioSamples(db: DbOrTx, creatorIds: string[], perCreator: number) {
  if (creatorIds.length === 0) return [];
  const ranked = db
    .select({
      id: portfolioItems.id,
      creatorId: portfolioItems.creatorId,
      title: portfolioItems.title,
      imageUrl: sql<string>`coalesce(${portfolioItems.thumbnailUrl}, ${portfolioItems.mediaUrl})`.as(
        'image_url',
      ),
      rank: sql<number>`row_number() over (partition by ${portfolioItems.creatorId} order by ${portfolioItems.position}, ${portfolioItems.id})`.as(
        'rank',
      ),
    })
    .from(portfolioItems)
    .where(and(inArray(portfolioItems.creatorId, creatorIds), eq(portfolioItems.type, 'image')))
    .as('ranked');
  return db
    .select({ id: ranked.id, creatorId: ranked.creatorId, title: ranked.title, imageUrl: ranked.imageUrl })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perCreator}`)
    .orderBy(ranked.creatorId, ranked.rank);
}
