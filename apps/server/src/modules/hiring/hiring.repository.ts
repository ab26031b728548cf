import {
  aliasedTable,
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  notInArray,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { jobInvitations } from '../../db/schema/job-invitations';
import { jobs } from '../../db/schema/jobs';
import { profiles } from '../../db/schema/profiles';

const creatorColumns = (p: typeof profiles) => ({
  id: p.id,
  name: p.name,
  avatarUrl: p.avatarUrl,
  location: p.location,
  isVerified: p.isVerified,
  ratingAverage: p.ratingAverage,
  ratingCount: p.ratingCount,
});

/** A recommendation awaits the admin while the application is `recommended` and its job still open. */
const awaiting = and(eq(applications.status, 'recommended'), eq(jobs.status, 'open'));

export async function listAwaitingRecommendations(db: DbOrTx, limit: number) {
  const creator = aliasedTable(profiles, 'creator');
  return db
    .select({
      application: applications,
      job: {
        id: jobs.id,
        title: jobs.title,
        budgetMin: jobs.budgetMin,
        budgetMax: jobs.budgetMax,
        deadline: jobs.deadline,
        enterpriseId: jobs.enterpriseId,
        enterpriseName: jobs.enterpriseName,
        enterpriseVerified: jobs.enterpriseVerified,
      },
      creator: creatorColumns(creator),
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(creator, eq(creator.id, applications.creatorId))
    .where(awaiting)
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(limit);
}

export async function countAwaitingRecommendations(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(awaiting);
  return Number(row?.n ?? 0);
}

export async function findApplicationJob(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(eq(applications.id, id))
    .limit(1);
  return row;
}

/** The application, locked until the transaction ends, so two admins cannot decide it twice. */
export async function lockApplication(db: DbOrTx, id: number) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).for('update').limit(1);
  return row;
}

/** Creators who have not applied to the job, by name, for the admin's assign dialog. */
export async function listOtherCreators(db: DbOrTx, jobId: number, q: string | undefined, limit: number) {
  const applied = db
    .select({ id: applications.creatorId })
    .from(applications)
    .where(eq(applications.jobId, jobId));
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select(creatorColumns(profiles))
    .from(profiles)
    .where(
      and(
        eq(profiles.role, 'creator'),
        notInArray(profiles.id, applied),
        pattern ? ilike(profiles.name, pattern) : undefined,
      ),
    )
    .orderBy(profiles.name, profiles.id)
    .limit(limit);
}

/** Serialises one enterprise's invitations, so two at once cannot both pass the daily limit. */
export async function lockProfile(db: DbOrTx, id: string) {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id)).for('update');
}

export async function countInvitationsSince(db: DbOrTx, enterpriseId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobInvitations)
    .where(and(eq(jobInvitations.enterpriseId, enterpriseId), gt(jobInvitations.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * `undefined` when this creator holds an invitation to this job already (the unique constraint decides, also in a
 * race). A withdrawn one is sent again: the same row, new date and note.
 */
export async function insertInvitationOnce(
  db: DbOrTx,
  values: { jobId: number; enterpriseId: string; creatorId: string; note: string | null },
) {
  const [row] = await db
    .insert(jobInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: [jobInvitations.jobId, jobInvitations.creatorId],
      set: { note: values.note, createdAt: sql`now()`, withdrawnAt: null },
      setWhere: isNotNull(jobInvitations.withdrawnAt),
    })
    .returning();
  return row;
}

export async function lockInvitation(db: DbOrTx, id: number) {
  const [row] = await db.select().from(jobInvitations).where(eq(jobInvitations.id, id)).for('update');
  return row ?? null;
}

export async function markInvitationWithdrawn(db: DbOrTx, id: number) {
  await db
    .update(jobInvitations)
    .set({ withdrawnAt: sql`now()` })
    .where(eq(jobInvitations.id, id));
}

export async function listInvitationsOfJob(db: DbOrTx, jobId: number) {
  const creator = aliasedTable(profiles, 'creator');
  return db
    .select({ invitation: jobInvitations, creator: { id: creator.id, name: creator.name } })
    .from(jobInvitations)
    .innerJoin(creator, eq(creator.id, jobInvitations.creatorId))
    .where(and(eq(jobInvitations.jobId, jobId), isNull(jobInvitations.withdrawnAt)))
    .orderBy(desc(jobInvitations.createdAt), desc(jobInvitations.id));
}

/** A page of the invitations a creator holds (not withdrawn), newest first, each with its job and whether applied. */
export async function listInvitationsOfCreator(
  db: DbOrTx,
  creatorId: string,
  window: { limit: number; offset: number },
) {
  return db
    .select({
      invitation: jobInvitations,
      job: { id: jobs.id, title: jobs.title, status: jobs.status, enterpriseName: jobs.enterpriseName },
      applied: sql<boolean>`exists (select 1 from ${applications} a where a.job_id = ${jobInvitations.jobId}
        and a.creator_id = ${jobInvitations.creatorId})`.mapWith(Boolean),
    })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .where(and(eq(jobInvitations.creatorId, creatorId), isNull(jobInvitations.withdrawnAt)))
    .orderBy(desc(jobInvitations.createdAt), desc(jobInvitations.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many invitations a creator holds (not withdrawn). */
export async function countInvitationsOfCreator(db: DbOrTx, creatorId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobInvitations)
    .where(and(eq(jobInvitations.creatorId, creatorId), isNull(jobInvitations.withdrawnAt)));
  return row?.n ?? 0;
}

const jobBrief = {
  id: jobs.id,
  title: jobs.title,
  status: jobs.status,
  enterpriseId: jobs.enterpriseId,
  enterpriseName: jobs.enterpriseName,
};

export async function findJobBrief(db: DbOrTx, id: number) {
  const [row] = await db.select(jobBrief).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

/**
 * The job row, locked until the transaction ends: taken before the application's, in the same order as the admin's
 * other actions on a job (jobs.service), so two admins deciding at once take turns instead of deadlocking.
 */
export async function lockJobBrief(db: DbOrTx, id: number) {
  const [row] = await db.select(jobBrief).from(jobs).where(eq(jobs.id, id)).for('update').limit(1);
  return row;
}

export async function hasApplied(db: DbOrTx, jobId: number, creatorId: string): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.creatorId, creatorId)))
    .limit(1);
  return rows.length > 0;
}
