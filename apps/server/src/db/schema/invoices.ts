import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INVOICE_KINDS, type PartySnapshot } from '@kalasetu/shared/invoices';

/**
 * An invoice (tax invoice or bill of supply) of a confirmed payment, or a credit note cancelling one: a frozen copy
 * of everything printed on it, so the PDF is the same whenever it is downloaded (decision 240). A trigger refuses
 * UPDATE; the ids of the payment, job and parties are kept without foreign keys, so deleting an account or a job
 * never rewrites or removes an issued invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull(),
    paymentId: integer('payment_id').notNull(),
    milestoneId: integer('milestone_id').notNull(),
    agreementId: integer('agreement_id').notNull(),
    jobId: integer('job_id').notNull(),
    /** The invoice a credit note cancels. */
    creditsInvoiceId: integer('credits_invoice_id'),
    creatorId: uuid('creator_id').notNull(),
    enterpriseId: uuid('enterprise_id').notNull(),
    seller: jsonb('seller').$type<PartySnapshot>().notNull(),
    buyer: jsonb('buyer').$type<PartySnapshot>().notNull(),
    /** The state key of the place of supply (the enterprise's state), null when unknown. */
    placeOfSupply: text('place_of_supply'),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    utr: text('utr').notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    reason: text('reason'),
    issuedBy: uuid('issued_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.creatorId, t.series, t.financialYear, t.serial),
    uniqueIndex('invoices_payment_unique')
      .on(t.paymentId)
      .where(sql`${t.kind} <> 'credit_note'`),
    uniqueIndex('invoices_credits_unique').on(t.creditsInvoiceId),
    index('invoices_creator_idx').on(t.creatorId),
    index('invoices_enterprise_idx').on(t.enterpriseId),
    index('invoices_issued_idx').on(t.issuedAt.desc()),
    check('invoices_kind_valid', sql`${t.kind} in ('tax_invoice', 'bill_of_supply', 'credit_note')`),
    check(
      'invoices_total_adds_up',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
    check(
      'invoices_credit_note_refers',
      sql`(${t.kind} = 'credit_note') = (${t.creditsInvoiceId} is not null)`,
    ),
  ],
);

/**
 * The last serial a creator used in a series and financial year. Allocating increments it with an upsert, whose row
 * lock holds other allocations for the same creator until the transaction ends: numbers are consecutive, with no
 * gap even when a transaction rolls back.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    creatorId: uuid('creator_id').notNull(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [uniqueIndex('invoice_counters_key').on(t.creatorId, t.series, t.financialYear)],
);
