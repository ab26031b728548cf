import { and, desc, eq, sql } from 'drizzle-orm';
import { NEW_JOB_NOTICES_PER_ENTERPRISE_PER_CREATOR_PER_DAY } from '@kalasetu/shared/limits';
import type { JobStatus } from '@kalasetu/shared/roles';
import { cardText } from '../../db/card-text';
import { textArray } from '../../db/text-array';
import { queryRows, type DbOrTx } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { profiles } from '../../db/schema/profiles';
import { REALTIME_CHANNEL } from '../../plugins/realtime';
import { jobAlertAccepts } from './job-alerts.repository';

const DAY_MS = 24 * 60 * 60_000;

/**
 * What a job's card shows, and nothing more: never the `search` vector, nor the assignment, and of the description
 * only its start (cardText). The enterprise's name and the applicant count are columns of the job kept by triggers
 * (decision 121): no join, no count per row.
 */
export const jobCardColumns = {
  id: jobs.id,
  title: jobs.title,
  description: cardText<string>(jobs.description, 'description'),
  status: jobs.status,
  location: jobs.location,
  budgetMin: jobs.budgetMin,
  budgetMax: jobs.budgetMax,
  budgetCurrency: jobs.budgetCurrency,
  skills: jobs.skills,
  deadline: jobs.deadline,
  createdAt: jobs.createdAt,
  enterpriseId: jobs.enterpriseId,
  enterpriseName: jobs.enterpriseName,
  enterpriseVerified: jobs.enterpriseVerified,
  applicantCount: jobs.applicantCount,
};

/** A job as its enterprise and the admin see it: the card, its category and its assignment. */
export const jobSummaryColumns = {
  ...jobCardColumns,
  description: jobs.description,
  category: jobs.category,
  selectedApplicantId: jobs.selectedApplicantId,
  assignedAt: jobs.assignedAt,
};

export function selectJobSummaries(db: DbOrTx) {
  return db.select(jobSummaryColumns).from(jobs);
}
export type JobSummaryRow = Awaited<ReturnType<typeof selectJobSummaries>>[number];

/** Cards of jobs: every public list (search, home, an enterprise's profile). */
export function selectJobCards(db: DbOrTx) {
  return db.select(jobCardColumns).from(jobs);
}
export type JobCardRow = Awaited<ReturnType<typeof selectJobCards>>[number];

const prepareFindJobSummary = (db: DbOrTx) =>
  selectJobSummaries(db)
    .where(eq(jobs.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_job_summary');
const preparedFindJobSummary = new WeakMap<DbOrTx, ReturnType<typeof prepareFindJobSummary>>();

/**
 * The most requested read (every job page): a prepared statement per database handle, so neither drizzle nor
 * PostgreSQL builds and plans the query again for each request (`npm run bench:api`, decision 120).
 */
export async function findJobSummary(db: DbOrTx, id: number): Promise<JobSummaryRow | undefined> {
  let prepared = preparedFindJobSummary.get(db);
  if (!prepared) {
    prepared = prepareFindJobSummary(db);
    preparedFindJobSummary.set(db, prepared);
  }
  const [row] = await prepared.execute({ id });
  return row;
}

const newestOpenJobs = preparedPerDb((db) =>
  selectJobCards(db)
    .where(eq(jobs.status, 'open'))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(sql.placeholder('limit'))
    .prepare('newest_open_jobs'),
);

/** The home page's newest jobs: read on every visit, so prepared. */
export async function findNewestOpenJobs(db: DbOrTx, limit: number): Promise<JobCardRow[]> {
  return newestOpenJobs(db).execute({ limit });
}

const openJobsOfEnterprise = preparedPerDb((db) =>
  selectJobCards(db)
    .where(and(eq(jobs.enterpriseId, sql.placeholder('enterpriseId')), eq(jobs.status, 'open')))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(sql.placeholder('limit'))
    .prepare('open_jobs_of_enterprise'),
);

/** An enterprise's open jobs on its public profile, a hot read: prepared. */
export async function findOpenJobsOfEnterprise(
  db: DbOrTx,
  enterpriseId: string,
  limit: number,
): Promise<JobCardRow[]> {
  return openJobsOfEnterprise(db).execute({ enterpriseId, limit });
}

const jobsOfEnterprise = preparedPerDb((db) =>
  db
    .select({ ...jobSummaryColumns, assignedCreatorName: profiles.name })
    .from(jobs)
    .leftJoin(profiles, eq(profiles.id, jobs.selectedApplicantId))
    .where(
      and(
        eq(jobs.enterpriseId, sql.placeholder('enterpriseId')),
        sql`(${sql.placeholder('status')}::text is null or ${jobs.status} = ${sql.placeholder('status')})`,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('jobs_of_enterprise'),
);

/**
 * A page of an enterprise's own jobs (of one status, or all), newest first, with the name of the creator each is
 * assigned to. Prepared, like its counts: the enterprise dashboard reads both on every visit.
 */
export async function listJobsOfEnterprise(
  db: DbOrTx,
  enterpriseId: string,
  where: { status?: JobStatus; limit: number; offset: number },
) {
  return jobsOfEnterprise(db).execute({ enterpriseId, ...where, status: where.status ?? null });
}

const jobCountsOfEnterprise = preparedPerDb((db) =>
  db
    .select({ status: jobs.status, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.enterpriseId, sql.placeholder('enterpriseId')))
    .groupBy(jobs.status)
    .prepare('job_counts_of_enterprise'),
);

/** How many of an enterprise's jobs are in each status. */
export async function countJobsOfEnterprise(db: DbOrTx, enterpriseId: string) {
  return jobCountsOfEnterprise(db).execute({ enterpriseId });
}

export async function insertJob(db: DbOrTx, values: typeof jobs.$inferInsert) {
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  return row!;
}

/** The job row, locked until the transaction ends, so concurrent admin actions on one job apply one at a time. */
export async function lockJob(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      enterpriseId: jobs.enterpriseId,
      budgetMin: jobs.budgetMin,
      selectedApplicantId: jobs.selectedApplicantId,
    })
    .from(jobs)
    .where(eq(jobs.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function updateJob(
  db: DbOrTx,
  id: number,
  values: Partial<{ status: JobStatus; selectedApplicantId: string | null; assignedAt: Date | null }>,
) {
  await db
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobs.id, id));
}

export async function findProfileRole(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ role: profiles.role, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return row;
}

const applicationStatusOf = preparedPerDb((db) =>
  db
    .select({ status: applications.status })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, sql.placeholder('jobId')),
        eq(applications.creatorId, sql.placeholder('creatorId')),
      ),
    )
    .limit(1)
    .prepare('application_status_of'),
);

/** A creator's own application to a job, read beside the job on every job page a creator opens: prepared. */
export async function findApplicationStatusOf(db: DbOrTx, jobId: number, creatorId: string) {
  const [row] = await applicationStatusOf(db).execute({ jobId, creatorId });
  return row?.status ?? null;
}

/**
 * A `new_job` notification for every creator with a skill of the job (case-insensitive), naming the skills that
 * matched as the job spells them (the reader's language labels them, decision 180), and a live-update event for
 * each, announced at commit; within each creator's job-alert choices (area, daily cap, in-app or digest or off).
 * Returns how many were notified in the app.
 */
export async function notifyCreatorsWithSkills(
  db: DbOrTx,
  job: {
    id: number;
    title: string;
    category: string | null;
    skills: readonly string[];
    location: string;
    enterpriseId: string;
  },
  now = new Date(),
): Promise<number> {
  const skills = [...new Set(job.skills.map((skill) => skill.toLowerCase()))];
  if (skills.length === 0) return 0;
  const jobSkills = textArray(job.skills);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`
    with matched as (
      select p.id, coalesce(ms.alert_delivery, 'in_app') as delivery,
        jsonb_build_object('title', ${job.title}::text, 'category', ${job.category}::text, 'skills',
          to_jsonb(array(select s from unnest(${jobSkills}) s
            where lower(s) in (select lower(c) from unnest(p.skills) c)))) as params
      from profiles p
      left join mail_settings ms on ms.user_id = p.id
      left join profiles ep on ep.id = ${job.enterpriseId}::uuid
      where p.role = 'creator' and exists (select 1 from unnest(p.skills) s where lower(s) = any(${textArray(skills)}))
        and ${jobAlertAccepts(job.location, now)}
        -- The fan-out is capped: one enterprise reaches one creator with at most a few new jobs a day.
        and (select count(*) from jobs j
          where j.enterprise_id = ${job.enterpriseId}::uuid and j.id <> ${job.id}::integer
            and j.created_at > ${new Date(now.getTime() - DAY_MS)}
            and (exists (select 1 from notifications n where n.job_id = j.id and n.user_id = p.id and n.kind = 'new_job')
              or exists (select 1 from job_alert_digest d where d.job_id = j.id and d.user_id = p.id))
        ) < ${NEW_JOB_NOTICES_PER_ENTERPRISE_PER_CREATOR_PER_DAY}
    ), queued as (
      -- Creators who chose the daily digest get the job in the next 8 am digest mail instead (decision 211); data-
      -- modifying CTEs run whether or not the query reads them.
      insert into job_alert_digest (user_id, job_id)
      select id, ${job.id}::integer from matched where delivery = 'digest'
      on conflict do nothing
      returning id
    ), inserted as (
      insert into notifications (user_id, type, kind, params, job_id, related_id, link)
      select id, 'new_job', 'new_job', params,
        ${job.id}::integer, ${String(job.id)}::text, ${`/jobs/${job.id}`}::text
      from matched where delivery = 'in_app'
      returning id, user_id
    ), events as (
      insert into realtime_events (user_id, type, payload)
      select user_id, 'notification.created',
        jsonb_build_object('notificationId', id, 'type', 'new_job', 'kind', 'new_job',
          'relatedId', ${String(job.id)}::text, 'link', ${`/jobs/${job.id}`}::text)
      from inserted
      returning id, user_id
    )
    select count(pg_notify(${REALTIME_CHANNEL}::text, json_build_object('id', id, 'userId', user_id)::text))::int as n
    from events`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Holds the enterprise's profile row until the transaction ends (two posts at once take turns) and reads what the
 * posting budget needs: when the account was made, how many jobs it posted since `since` and the oldest of them.
 */
export async function lockPostingBudget(db: DbOrTx, enterpriseId: string, since: Date) {
  const [owner] = await db
    .select({ createdAt: profiles.createdAt })
    .from(profiles)
    .where(eq(profiles.id, enterpriseId))
    .for('update');
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${jobs.createdAt})` })
    .from(jobs)
    .where(and(eq(jobs.enterpriseId, enterpriseId), sql`${jobs.createdAt} > ${since}`));
  const oldest = recent?.oldest ? new Date(recent.oldest) : null;
  return { accountCreatedAt: owner?.createdAt ?? new Date(), posted: Number(recent?.n ?? 0), oldest };
}
