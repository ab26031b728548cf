import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { STATS_WINDOW_DAYS } from '@kalasetu/shared/limits';
import type { JobStatus, Role } from '@kalasetu/shared/roles';
import { queryRows, type DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';

/** One key for every change to the set of admins (bootstrap, promotion, deletion), so such changes run one at a time. */
const ADMIN_SET_LOCK = 7_410_006;

export async function lockAdminSet(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SET_LOCK})`);
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(eq(profiles.role, 'admin'));
  return Number(row?.n ?? 0);
}

const userColumns = {
  id: profiles.id,
  name: profiles.name,
  email: users.email,
  role: profiles.role,
  companyName: profiles.companyName,
  isVerified: profiles.isVerified,
  verifiedAt: profiles.verifiedAt,
  createdAt: profiles.createdAt,
};
export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function userFilter(filter: { role?: Role; q?: string; words?: string }): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(profiles.role, filter.role));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(profiles.name, pattern),
        ilike(users.email, pattern),
        ilike(profiles.companyName, pattern),
        // The directories' matching (decision 271): any script, loose spelling, the lexicon.
        filter.words ? sql`${profiles.search} @@ to_tsquery('simple', ${filter.words})` : undefined,
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listUsers(
  db: DbOrTx,
  filter: { role?: Role; q?: string; words?: string; limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = userFilter(filter);
  const rows = await db
    .select(userColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db
    .select({ n: count() })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findUser(db: DbOrTx, where: { id: string } | { email: string }) {
  const [row] = await db
    .select(userColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where('id' in where ? eq(profiles.id, where.id) : eq(users.email, where.email))
    .limit(1);
  return row;
}

export async function setRole(db: DbOrTx, id: string, role: Role) {
  await db.update(profiles).set({ role, updatedAt: new Date() }).where(eq(profiles.id, id));
}

/** Only pending profiles change, so verifying twice keeps the first verified_at. */
export async function markVerified(db: DbOrTx, id: string) {
  await db
    .update(profiles)
    .set({ isVerified: true, verifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(profiles.id, id), eq(profiles.isVerified, false)));
}

/** Jobs this creator was assigned to but has not started go back to open (they would otherwise look filled). */
export async function reopenAssignedJobsOf(db: DbOrTx, creatorId: string) {
  await db
    .update(jobs)
    .set({ status: 'open', selectedApplicantId: null, assignedAt: null, updatedAt: new Date() })
    .where(and(eq(jobs.selectedApplicantId, creatorId), eq(jobs.status, 'assigned')));
}

/** Files in our storage that belong to the user (avatar, logo, portfolio), removed after the delete commits. */
/** The storage keys the account's own uploads created (decision 160): never keys read back out of its URLs. */
export async function uploadedFilesOf(db: DbOrTx, id: string): Promise<string[]> {
  const rows = await queryRows<{ key: string | null }>(
    db,
    sql`select avatar_key as key from profiles where id = ${id}
      union all select logo_key from profiles where id = ${id}
      union all select media_key from portfolio_items where creator_id = ${id}
      union all select thumbnail_key from portfolio_items where creator_id = ${id}`,
  );
  return rows.map((r) => r.key).filter((key): key is string => !!key);
}

/** The user row; profiles, sessions, accounts, own jobs, applications, notifications and portfolio cascade. */
export async function deleteUserRow(db: DbOrTx, id: string) {
  await db.delete(users).where(eq(users.id, id));
}

export async function listAdminJobs(
  db: DbOrTx,
  filter: { status?: JobStatus; q?: string; limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(sql`j.status = ${filter.status}`);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      sql`(j.title ilike ${pattern} or e.name ilike ${pattern} or e.company_name ilike ${pattern} or c.name ilike ${pattern})`,
    );
  }
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const joins = sql`from jobs j join profiles e on e.id = j.enterprise_id left join profiles c on c.id = j.selected_applicant_id`;
  const from = sql`${joins} ${where}`;
  // The newest recommendation awaiting a decision on each open job: the table says "Recommended" instead of "Open".
  const recommended = sql`left join lateral (select a.id, rc.name from applications a
    join profiles rc on rc.id = a.creator_id
    where a.job_id = j.id and a.status = 'recommended' and j.status = 'open'
    order by a.updated_at desc, a.id desc limit 1) r on true`;
  const rows = await queryRows<{
    id: number;
    title: string;
    status: JobStatus;
    enterprise_id: string;
    enterprise_name: string;
    selected_applicant_id: string | null;
    assigned_name: string | null;
    recommended_application_id: number | null;
    recommended_name: string | null;
    budget_min: number;
    budget_max: number;
    created_at: Date | string;
  }>(
    db,
    sql`select j.id, j.title, j.status, j.enterprise_id, j.enterprise_name,
      j.selected_applicant_id, c.name as assigned_name, r.id as recommended_application_id,
      r.name as recommended_name, j.budget_min, j.budget_max, j.created_at
      ${joins} ${recommended} ${where} order by j.created_at desc, j.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from}`);
  return { rows, total: Number(total?.n ?? 0) };
}

export interface StatsRow {
  enterprises: number;
  creators: number;
  new_users_7d: number;
  jobs_total: number;
  new_jobs_7d: number;
  applications_total: number;
  jobs_filled: number;
  average_budget: number | string | null;
  average_creator_rating: number | string | null;
  active_enterprises: number;
  average_hours_to_assign: number | string | null;
}

/** Every figure of the three cards in one round trip, from the live tables. */
export async function readStats(db: DbOrTx, now: Date): Promise<StatsRow> {
  const week = sql`${now.toISOString()}::timestamptz - make_interval(days => ${STATS_WINDOW_DAYS})`;
  const month = sql`${now.toISOString()}::timestamptz - interval '30 days'`;
  const [row] = await queryRows<StatsRow>(
    db,
    sql`select
      (select count(*)::int from profiles where role = 'enterprise') as enterprises,
      (select count(*)::int from profiles where role = 'creator') as creators,
      (select count(*)::int from profiles where role in ('enterprise', 'creator') and created_at >= ${week}) as new_users_7d,
      (select count(*)::int from jobs) as jobs_total,
      (select count(*)::int from jobs where created_at >= ${week}) as new_jobs_7d,
      (select count(*)::int from applications) as applications_total,
      (select count(*)::int from jobs where selected_applicant_id is not null) as jobs_filled,
      (select avg((budget_min + budget_max) / 2.0)::float8 from jobs) as average_budget,
      (select avg(r.value)::float8 from ratings r join profiles p on p.id = r.rated_id
         where p.role = 'creator') as average_creator_rating,
      (select count(distinct j.enterprise_id)::int from jobs j join profiles p on p.id = j.enterprise_id
         where p.role = 'enterprise' and j.created_at >= ${month}) as active_enterprises,
      (select avg(extract(epoch from (assigned_at - created_at)) / 3600.0)::float8
         from jobs where assigned_at is not null) as average_hours_to_assign`,
  );
  return row!;
}

/** Jobs posted and jobs filled (by assignment time) per ISO week, for the last `weeks` weeks including this one. */
export async function readWeeklyJobs(db: DbOrTx, now: Date, weeks: number) {
  return queryRows<{ week_start: string; posted: number; filled: number }>(
    db,
    sql`with w as (
        select generate_series(date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata') - ${`${weeks - 1} weeks`}::interval,
          date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata'), interval '1 week') as start)
      select to_char(w.start, 'YYYY-MM-DD') as week_start,
        (select count(*)::int from jobs where date_trunc('week', created_at at time zone 'Asia/Kolkata') = w.start) as posted,
        (select count(*)::int from jobs where date_trunc('week', assigned_at at time zone 'Asia/Kolkata') = w.start) as filled
      from w order by w.start`,
  );
}
