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
import { DISPUTE_OUTCOMES, PAYMENT_METHODS, PAYMENT_STATUSES, TRANSFER_STATUSES } from '@kalasetu/shared/payments';
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
    /** The creator's UPI ID for a UPI payment; null for a gateway payment, which goes to a linked account. */
    payeeVpa: text('payee_vpa'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull().default('upi'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** A UPI payment's 12-digit UTR; null for a gateway payment, which carries the gateway's ids instead. */
    utr: text('utr'),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    /** The Route transfer to the creator's linked account, held until the enterprise approves the part. */
    transferId: text('transfer_id'),
    transferStatus: text('transfer_status', { enum: TRANSFER_STATUSES }),
    transferReleasedAt: timestamp('transfer_released_at', { withTimezone: true }),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('recorded'),
    disputeNote: text('dispute_note'),
    /** An admin's outcome of the dispute; `part_paid` sets `amount_paise` to what was received. */
    resolution: text('resolution', { enum: DISPUTE_OUTCOMES }),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by'),
    recordedAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_utr_unique').on(t.utr),
    uniqueIndex('payments_gateway_payment_unique').on(t.gatewayPaymentId),
    index('payments_transfer_pending_idx')
      .on(t.milestoneId)
      .where(sql`${t.method} = 'razorpay' and (${t.transferId} is null or ${t.transferStatus} = 'on_hold')`),
    uniqueIndex('payments_milestone_live_unique')
      .on(t.milestoneId)
      .where(sql`${t.status} <> 'void'`),
    index('payments_agreement_idx').on(t.agreementId),
    index('payments_disputed_idx')
      .on(t.recordedAt)
      .where(sql`${t.status} = 'disputed'`),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'payments_method_reference',
      sql`(${t.method} = 'upi' and ${t.utr} ~ '^[0-9]{12}$' and ${t.payeeVpa} is not null) or (${t.method} = 'razorpay' and ${t.utr} is null and ${t.gatewayPaymentId} is not null)`,
    ),
    check('payments_transfer_status_valid', sql`${t.transferStatus} in ('on_hold', 'released')`),
    check('payments_resolution_valid', sql`${t.resolution} in ('paid_in_full', 'part_paid', 'void')`),
    check('payments_status_valid', sql`${t.status} in ('recorded', 'confirmed', 'disputed', 'void')`),
  ],
);
