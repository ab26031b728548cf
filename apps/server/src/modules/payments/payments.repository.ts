import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agreementMilestones } from '../../db/schema/agreement-milestones';
import { agreements } from '../../db/schema/agreements';
import { jobs } from '../../db/schema/jobs';
import { payments } from '../../db/schema/payments';
import { payoutAccounts } from '../../db/schema/payout-accounts';

export type PaymentRow = typeof payments.$inferSelect;

export async function findPayoutVpa(db: DbOrTx, creatorId: string): Promise<string | null> {
  const [row] = await db
    .select({ vpa: payoutAccounts.vpa })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.creatorId, creatorId));
  return row?.vpa ?? null;
}

export async function savePayoutVpa(db: DbOrTx, creatorId: string, vpa: string) {
  await db
    .insert(payoutAccounts)
    .values({ creatorId, vpa })
    .onConflictDoUpdate({ target: payoutAccounts.creatorId, set: { vpa, updatedAt: new Date() } });
}

/** Every payment of an agreement, oldest first; the view picks the one that counts per milestone. */
export async function listPayments(db: DbOrTx, agreementId: number) {
  return db.select().from(payments).where(eq(payments.agreementId, agreementId)).orderBy(asc(payments.id));
}

export async function findLivePayment(db: DbOrTx, milestoneId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.milestoneId, milestoneId), ne(payments.status, 'void')))
    .limit(1);
  return row;
}

export async function isUtrTaken(db: DbOrTx, utr: string) {
  const rows = await db.select({ id: payments.id }).from(payments).where(eq(payments.utr, utr)).limit(1);
  return rows.length > 0;
}

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function lockPayment(db: DbOrTx, id: number) {
  const [found] = await db
    .select({ agreementId: payments.agreementId })
    .from(payments)
    .where(eq(payments.id, id));
  if (!found) return undefined;
  // The agreement first, as every change of an agreement takes it.
  const [agreement] = await db
    .select()
    .from(agreements)
    .where(eq(agreements.id, found.agreementId))
    .for('update');
  const [payment] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return agreement && payment ? { agreement, payment } : undefined;
}

export async function updatePayment(db: DbOrTx, id: number, patch: Partial<typeof payments.$inferInsert>) {
  const [row] = await db.update(payments).set(patch).where(eq(payments.id, id)).returning();
  return row!;
}

/** Open disputes, oldest first, with the job and milestone they are about. */
export async function listDisputes(db: DbOrTx, limit: number) {
  return db
    .select({
      payment: payments,
      jobId: agreements.jobId,
      jobTitle: jobs.title,
      milestoneTitle: agreementMilestones.title,
    })
    .from(payments)
    .innerJoin(agreements, eq(agreements.id, payments.agreementId))
    .innerJoin(jobs, eq(jobs.id, agreements.jobId))
    .innerJoin(agreementMilestones, eq(agreementMilestones.id, payments.milestoneId))
    .where(eq(payments.status, 'disputed'))
    .orderBy(asc(payments.recordedAt), desc(payments.id))
    .limit(limit);
}

/** A payment with its agreement and the title of its part, unlocked: for reading a dispute. */
export async function findPaymentWithAgreement(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ payment: payments, agreement: agreements, milestoneTitle: agreementMilestones.title })
    .from(payments)
    .innerJoin(agreements, eq(agreements.id, payments.agreementId))
    .innerJoin(agreementMilestones, eq(agreementMilestones.id, payments.milestoneId))
    .where(eq(payments.id, id));
  return row;
}
