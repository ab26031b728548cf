import { aliasedTable, and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agreementEvents } from '../../db/schema/agreement-events';
import { agreementMilestones } from '../../db/schema/agreement-milestones';
import { agreements } from '../../db/schema/agreements';
import { applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { payments } from '../../db/schema/payments';
import { profiles } from '../../db/schema/profiles';

export type AgreementRow = typeof agreements.$inferSelect;
export type MilestoneRow = typeof agreementMilestones.$inferSelect;
export type EventRow = typeof agreementEvents.$inferSelect;

/** What drafting needs: the job's columns and the assigned creator's application, if they applied. */
export async function findDraftSource(db: DbOrTx, jobId: number, creatorId: string) {
  const [row] = await db
    .select({
      enterpriseId: jobs.enterpriseId,
      deadline: jobs.deadline,
      description: jobs.description,
      applicationId: applications.id,
      proposedPrice: applications.proposedPrice,
      budgetMax: jobs.budgetMax,
    })
    .from(jobs)
    .leftJoin(applications, and(eq(applications.jobId, jobs.id), eq(applications.creatorId, creatorId)))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row;
}

export async function findAgreementOfJob(db: DbOrTx, jobId: number, lock = false) {
  const query = db.select().from(agreements).where(eq(agreements.jobId, jobId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findAgreement(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(agreements).where(eq(agreements.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function deleteAgreement(db: DbOrTx, id: number) {
  await db.delete(agreements).where(eq(agreements.id, id));
}

export async function insertAgreement(db: DbOrTx, values: typeof agreements.$inferInsert) {
  const [row] = await db.insert(agreements).values(values).returning();
  return row!;
}

export async function updateAgreement(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof agreements.$inferInsert>,
) {
  const [row] = await db
    .update(agreements)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(agreements.id, id))
    .returning();
  return row!;
}

export async function replaceMilestones(
  db: DbOrTx,
  agreementId: number,
  parts: { title: string; amountPaise: number }[],
) {
  await db.delete(agreementMilestones).where(eq(agreementMilestones.agreementId, agreementId));
  await db
    .insert(agreementMilestones)
    .values(parts.map((part, index) => ({ agreementId, position: index + 1, ...part })));
}

export async function listMilestones(db: DbOrTx, agreementId: number) {
  return db
    .select()
    .from(agreementMilestones)
    .where(eq(agreementMilestones.agreementId, agreementId))
    .orderBy(asc(agreementMilestones.position));
}

/** The milestone with its agreement, both locked (agreement first, as every change of an agreement locks it). */
export async function lockMilestone(db: DbOrTx, milestoneId: number) {
  const [found] = await db
    .select({ agreementId: agreementMilestones.agreementId })
    .from(agreementMilestones)
    .where(eq(agreementMilestones.id, milestoneId));
  if (!found) return undefined;
  const agreement = await findAgreement(db, found.agreementId, true);
  const [milestone] = await db
    .select()
    .from(agreementMilestones)
    .where(eq(agreementMilestones.id, milestoneId))
    .for('update');
  return agreement && milestone ? { agreement, milestone } : undefined;
}

export async function updateMilestone(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof agreementMilestones.$inferInsert>,
) {
  const [row] = await db
    .update(agreementMilestones)
    .set(patch)
    .where(eq(agreementMilestones.id, id))
    .returning();
  return row!;
}

export async function insertEvent(db: DbOrTx, values: typeof agreementEvents.$inferInsert) {
  await db.insert(agreementEvents).values(values);
}

/** Whether the agreement's history holds an `action` (the terms were proposed once already, say). */
export async function hasEvent(db: DbOrTx, agreementId: number, action: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agreementEvents.id })
    .from(agreementEvents)
    .where(and(eq(agreementEvents.agreementId, agreementId), eq(agreementEvents.action, action)))
    .limit(1);
  return row !== undefined;
}

export async function listEvents(db: DbOrTx, agreementIds: number[]) {
  if (agreementIds.length === 0) return [];
  return db
    .select()
    .from(agreementEvents)
    .where(inArray(agreementEvents.agreementId, agreementIds))
    .orderBy(asc(agreementEvents.id));
}

/** Names and the job's title, for the agreement's view. */
export async function findParties(db: DbOrTx, agreement: AgreementRow) {
  const enterprise = aliasedTable(profiles, 'enterprise');
  const creator = aliasedTable(profiles, 'creator');
  const [row] = await db
    .select({
      jobTitle: jobs.title,
      enterpriseName: sql<string>`coalesce(${enterprise.companyName}, ${enterprise.name})`,
      creatorName: creator.name,
    })
    .from(jobs)
    .innerJoin(enterprise, eq(enterprise.id, agreement.enterpriseId))
    .innerJoin(creator, eq(creator.id, agreement.creatorId))
    .where(eq(jobs.id, agreement.jobId));
  return row;
}

const summaryColumns = {
  id: agreements.id,
  jobId: agreements.jobId,
  jobTitle: jobs.title,
  enterpriseName: jobs.enterpriseName,
  creatorName: profiles.name,
  status: agreements.status,
  pricePaise: agreements.pricePaise,
  paidPaise: sql<string>`coalesce((select sum(p.amount_paise) from payments p where p.agreement_id = ${agreements.id} and p.status = 'confirmed'), 0)`,
  openDisputes: sql<number>`(select count(*)::int from payments p where p.agreement_id = ${agreements.id} and p.status = 'disputed')`,
  milestoneCount: sql<number>`(select count(*)::int from agreement_milestones m where m.agreement_id = ${agreements.id})`,
  updatedAt: agreements.updatedAt,
};

/** Agreements, newest change first: all of them (admin) or one party's. */
export async function listAgreementSummaries(db: DbOrTx, limit: number, partyId?: string) {
  return db
    .select(summaryColumns)
    .from(agreements)
    .innerJoin(jobs, eq(jobs.id, agreements.jobId))
    .innerJoin(profiles, eq(profiles.id, agreements.creatorId))
    .where(
      partyId
        ? sql`(${agreements.enterpriseId} = ${partyId} or ${agreements.creatorId} = ${partyId})`
        : undefined,
    )
    .orderBy(desc(agreements.updatedAt), desc(agreements.id))
    .limit(limit);
}

/** Whether any payment that counts (not void) was recorded for the agreement: its amounts are then fixed. */
export async function hasLivePayment(db: DbOrTx, agreementId: number) {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.agreementId, agreementId), ne(payments.status, 'void')))
    .limit(1);
  return rows.length > 0;
}

/** A party's agreements still under way (not completed), newest change first, with the job's title. */
export async function listOpenAgreementsOf(db: DbOrTx, partyId: string, limit: number) {
  return db
    .select({ agreement: agreements, jobTitle: jobs.title })
    .from(agreements)
    .innerJoin(jobs, eq(jobs.id, agreements.jobId))
    .where(
      and(
        sql`(${agreements.enterpriseId} = ${partyId} or ${agreements.creatorId} = ${partyId})`,
        ne(agreements.status, 'completed'),
      ),
    )
    .orderBy(desc(agreements.updatedAt), desc(agreements.id))
    .limit(limit);
}
