import { aliasedTable, and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agreementMilestones } from '../../db/schema/agreement-milestones';
import { agreements } from '../../db/schema/agreements';
import { invoiceCounters, invoices } from '../../db/schema/invoices';
import { jobs } from '../../db/schema/jobs';
import { payments } from '../../db/schema/payments';
import { profiles } from '../../db/schema/profiles';
import { taxIds } from '../../db/schema/tax-ids';

export type InvoiceRow = typeof invoices.$inferSelect;

export async function findGstin(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ gstin: taxIds.gstin }).from(taxIds).where(eq(taxIds.userId, userId));
  return row?.gstin ?? null;
}

export async function saveGstin(db: DbOrTx, userId: string, gstin: string | null) {
  if (gstin === null) {
    await db.delete(taxIds).where(eq(taxIds.userId, userId));
    return;
  }
  await db
    .insert(taxIds)
    .values({ userId, gstin })
    .onConflictDoUpdate({ target: taxIds.userId, set: { gstin, updatedAt: new Date() } });
}

/** Everything an invoice of this payment prints, read as it is now (the invoice then keeps it). */
export async function findInvoiceSource(db: DbOrTx, paymentId: number) {
  const enterprise = aliasedTable(profiles, 'enterprise');
  const creator = aliasedTable(profiles, 'creator');
  const [row] = await db
    .select({
      payment: payments,
      jobId: agreements.jobId,
      jobTitle: jobs.title,
      category: jobs.category,
      milestoneTitle: agreementMilestones.title,
      milestoneCount: sql<number>`(select count(*)::int from agreement_milestones m where m.agreement_id = ${agreements.id})`,
      creatorName: creator.name,
      creatorState: creator.state,
      creatorDistrict: creator.district,
      creatorLocation: creator.location,
      enterpriseName: enterprise.name,
      enterpriseCompany: enterprise.companyName,
      enterpriseState: enterprise.state,
      enterpriseDistrict: enterprise.district,
    })
    .from(payments)
    .innerJoin(agreements, eq(agreements.id, payments.agreementId))
    .innerJoin(jobs, eq(jobs.id, agreements.jobId))
    .innerJoin(agreementMilestones, eq(agreementMilestones.id, payments.milestoneId))
    .innerJoin(creator, eq(creator.id, agreements.creatorId))
    .innerJoin(enterprise, eq(enterprise.id, agreements.enterpriseId))
    .where(eq(payments.id, paymentId));
  return row;
}

/**
 * The next serial of a creator's series in a financial year. The upsert takes the counter row's lock until the
 * transaction ends, so two payments of one creator confirmed at once get consecutive numbers, one after the other.
 */
export async function allocateSerial(db: DbOrTx, creatorId: string, series: string, financialYear: string) {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ creatorId, series, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.creatorId, invoiceCounters.series, invoiceCounters.financialYear],
      set: { lastSerial: sql`${invoiceCounters.lastSerial} + 1` },
    })
    .returning({ serial: invoiceCounters.lastSerial });
  return row!.serial;
}

export async function insertInvoice(db: DbOrTx, values: typeof invoices.$inferInsert) {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

export async function findInvoice(db: DbOrTx, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** The invoice (not a credit note) of a payment. */
export async function findInvoiceOfPayment(db: DbOrTx, paymentId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), sql`${invoices.kind} <> 'credit_note'`));
  return row;
}

export async function findCreditNoteOf(db: DbOrTx, invoiceId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.creditsInvoiceId, invoiceId));
  return row;
}

/** Invoices and credit notes with the document each refers to, newest first: of a job, of a party, or all. */
export async function listInvoices(db: DbOrTx, filter: { jobId?: number; partyId?: string }, limit: number) {
  return db
    .select({
      invoice: invoices,
      jobTitle: jobs.title,
      relatedId: sql<
        number | null
      >`coalesce((select c.id from invoices c where c.credits_invoice_id = ${invoices.id}), ${invoices.creditsInvoiceId})`,
      relatedNumber: sql<
        string | null
      >`coalesce((select c.number from invoices c where c.credits_invoice_id = ${invoices.id}), (select r.number from invoices r where r.id = ${invoices.creditsInvoiceId}))`,
    })
    .from(invoices)
    .leftJoin(jobs, eq(jobs.id, invoices.jobId))
    .where(
      and(
        filter.jobId === undefined ? undefined : eq(invoices.jobId, filter.jobId),
        filter.partyId === undefined
          ? undefined
          : or(eq(invoices.creatorId, filter.partyId), eq(invoices.enterpriseId, filter.partyId)),
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit);
}
