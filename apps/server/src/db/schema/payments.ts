import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '@kalasetu/shared/payments';
import { agreementMilestones } from './agreement-milestones';
import { agreements } from './agreements';
import { createdAt } from './columns';

/**
 * A UPI payment the enterprise recorded for an approved milestone: who paid whom, how much, to which UPI ID and when,
 * copied at the time so the record (and an invoice built from it later) never changes with a profile. A UTR is
 * recorded once platform-wide; a milestone has at most one payment that is not void.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    milestoneId: integer('milestone_id')
      .notNull()
      .references(() => agreementMilestones.id, { onDelete: 'cascade' }),
    payerId: uuid('payer_id').notNull(),
    payeeId: uuid('payee_id').notNull(),
    payerName: text('payer_name').notNull(),
    payeeName: text('payee_name').notNull(),
    payeeVpa: text('payee_vpa').notNull(),
    method: text('method').notNull().default('upi'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    utr: text('utr').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('recorded'),
    disputeNote: text('dispute_note'),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by'),
    recordedAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_utr_unique').on(t.utr),
    uniqueIndex('payments_milestone_live_unique')
      .on(t.milestoneId)
      .where(sql`${t.status} <> 'void'`),
    index('payments_agreement_idx').on(t.agreementId),
    index('payments_disputed_idx')
      .on(t.recordedAt)
      .where(sql`${t.status} = 'disputed'`),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_utr_format', sql`${t.utr} ~ '^[0-9]{12}$'`),
    check('payments_status_valid', sql`${t.status} in ('recorded', 'confirmed', 'disputed', 'void')`),
  ],
);
