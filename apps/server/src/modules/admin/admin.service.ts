import { searchTextOf } from '../search/search-lexicon.service';
import type { FastifyInstance } from 'fastify';
import type {
  AdminJob,
  AdminJobsQuery,
  AdminJobsResponse,
  AdminStats,
  AdminUser,
  AdminUsersQuery,
  AdminUsersResponse,
  CreateUserData,
} from '@kalasetu/shared/admin';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { requireRole } from '../../lib/authorization';
import type { Actor } from '../../types/fastify';
import { createAccount } from '../accounts/accounts.service';
import { paymentStats } from '../payments/payment-stats.service';
import {
  countAdmins,
  deleteUserRow,
  findUser,
  listAdminJobs,
  listUsers,
  lockAdminSet,
  markVerified,
  readStats,
  readWeeklyJobs,
  reopenAssignedJobsOf,
  setRole,
  uploadedFilesOf,
  type AdminUserRow,
} from './admin.repository';

/** Weeks shown in the posted-versus-filled chart. */
export const STATS_CHART_WEEKS = 8;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    companyName: row.companyName,
    isVerified: row.isVerified,
    verifiedAt: row.verifiedAt ? iso(row.verifiedAt) : null,
    createdAt: iso(row.createdAt),
  };
}

export async function listAllUsers(
  app: FastifyInstance,
  actor: Actor,
  query: AdminUsersQuery,
): Promise<AdminUsersResponse> {
  requireRole(actor, 'admin');
  const { page, pageSize } = query;
  const { words } = await searchTextOf(app, { q: query.q || undefined }, 'en');
  const { rows, total } = await listUsers(app.db, {
    role: query.role,
    q: query.q || undefined,
    words,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { users: rows.map(toAdminUser), page, pageSize, total };
}

async function userOrThrow(app: FastifyInstance, where: { id: string } | { email: string }) {
  const row = await findUser(app.db, where);
  if (!row) throw notFound('errors.userNotFound');
  return row;
}

/** Add user: usable at once. Admins made here count as verified, like those made by admin:create. */
export async function createUser(
  app: FastifyInstance,
  actor: Actor,
  input: CreateUserData,
): Promise<AdminUser> {
  requireRole(actor, 'admin');
  const id = await createAccount(app.db, {
    name: input.name,
    email: input.email,
    password: input.password,
    profile: input.role === 'admin' ? { role: 'admin', isVerified: true } : { role: input.role },
  });
  return toAdminUser(await userOrThrow(app, { id }));
}

/** Promotion is one way (the interface calls it irreversible); the role is read per request, so it applies at once. */
export async function promoteUser(app: FastifyInstance, actor: Actor, email: string) {
  requireRole(actor, 'admin');
  return app.db.transaction(async (tx) => {
    await lockAdminSet(tx);
    const row = await findUser(tx, { email });
    if (!row) throw notFound('errors.userNotFound');
    const alreadyAdmin = row.role === 'admin';
    if (!alreadyAdmin) await setRole(tx, row.id, 'admin');
    return { user: toAdminUser({ ...row, role: 'admin' }), alreadyAdmin };
  });
}

export async function bootstrapAvailable(app: FastifyInstance): Promise<boolean> {
  return (await countAdmins(app.db)) === 0;
}

/**
 * First-admin bootstrap: the signed-in user becomes admin only while no admin exists. The advisory lock makes
 * the check and the update one step, so two simultaneous calls cannot both succeed.
 */
export async function bootstrapAdmin(app: FastifyInstance, actor: Actor): Promise<AdminUser> {
  return app.db.transaction(async (tx) => {
    await lockAdminSet(tx);
    if ((await countAdmins(tx)) > 0) throw forbidden('errors.bootstrapUnavailable');
    await setRole(tx, actor.userId, 'admin');
    const row = await findUser(tx, { id: actor.userId });
    if (!row) throw notFound('errors.userNotFound');
    return toAdminUser(row);
  });
}

/**
 * Deletes an account in one transaction (docs/product/admin.md): the account, its sessions, profile, own jobs,
 * applications, notifications and portfolio go; messages, ratings and comments it wrote stay with the author shown as
 * unknown; jobs it was assigned to but had not started reopen. Never yourself, never the last admin.
 */
export async function deleteUser(app: FastifyInstance, actor: Actor, userId: string) {
  requireRole(actor, 'admin');
  if (userId === actor.userId) throw conflict('errors.cannotDeleteSelf', 'cannot_delete_self');
  const files = await app.db.transaction(async (tx) => {
    await lockAdminSet(tx);
    const target = await findUser(tx, { id: userId });
    if (!target) throw notFound('errors.userNotFound');
    if (target.role === 'admin' && (await countAdmins(tx)) <= 1)
      throw conflict('errors.lastAdmin', 'last_admin');
    const files = await uploadedFilesOf(tx, userId);
    await reopenAssignedJobsOf(tx, userId);
    await deleteUserRow(tx, userId);
    return files;
  });
  for (const key of files) await app.storage.delete(key).catch(() => {});
}

export async function verifyUser(app: FastifyInstance, actor: Actor, userId: string): Promise<AdminUser> {
  requireRole(actor, 'admin');
  const target = await userOrThrow(app, { id: userId });
  if (target.role === 'admin') throw forbidden();
  await markVerified(app.db, userId);
  return toAdminUser(await userOrThrow(app, { id: userId }));
}

export async function listJobsForAdmin(
  app: FastifyInstance,
  actor: Actor,
  query: AdminJobsQuery,
): Promise<AdminJobsResponse> {
  requireRole(actor, 'admin');
  const { page, pageSize } = query;
  const { rows, total } = await listAdminJobs(app.db, {
    status: query.status,
    q: query.q || undefined,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const jobs: AdminJob[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    enterpriseId: r.enterprise_id,
    enterpriseName: r.enterprise_name,
    selectedApplicantId: r.selected_applicant_id,
    assignedName: r.assigned_name,
    recommendation:
      r.recommended_application_id === null
        ? null
        : { applicationId: r.recommended_application_id, creatorName: r.recommended_name ?? '' },
    budgetMin: r.budget_min,
    budgetMax: r.budget_max,
    createdAt: iso(r.created_at),
  }));
  return { jobs, page, pageSize, total };
}

const num = (value: number | string | null | undefined) => (value == null ? 0 : Number(value));
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The three cards, from real rows only (the original's placeholders 4.5 / 75% / 24 h are not used). */
export async function getStats(app: FastifyInstance, actor: Actor, now = new Date()): Promise<AdminStats> {
  requireRole(actor, 'admin');
  const [s, weekly, payments] = await Promise.all([
    readStats(app.db, now),
    readWeeklyJobs(app.db, now, STATS_CHART_WEEKS),
    paymentStats(app.db, now),
  ]);
  const jobsTotal = num(s.jobs_total);
  const enterprises = num(s.enterprises);
  return {
    users: {
      total: enterprises + num(s.creators),
      enterprises,
      creators: num(s.creators),
      newLast7Days: num(s.new_users_7d),
    },
    marketplace: {
      newJobsLast7Days: num(s.new_jobs_7d),
      averageApplicationsPerJob: jobsTotal ? round1(num(s.applications_total) / jobsTotal) : 0,
      fillRatePercent: jobsTotal ? round1((num(s.jobs_filled) / jobsTotal) * 100) : 0,
      averageBudget: Math.round(num(s.average_budget)),
    },
    performance: {
      averageCreatorRating: round1(num(s.average_creator_rating)),
      activeEnterprisesPercent: enterprises ? round1((num(s.active_enterprises) / enterprises) * 100) : 0,
      averageHoursToAssign: s.average_hours_to_assign == null ? null : round1(num(s.average_hours_to_assign)),
    },
    weekly: weekly.map((w) => ({ weekStart: w.week_start, posted: num(w.posted), filled: num(w.filled) })),
    payments,
  };
}
