import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { MILESTONE_STATUSES } from '@kalasetu/shared/payments';
import { agreements } from './agreements';

/** A part of an agreement that is delivered, approved and paid on its own; an agreement without milestones has one. */
export const agreementMilestones = pgTable(
  'agreement_milestones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull().default(''),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: MILESTONE_STATUSES }).notNull().default('pending'),
    deliveryNote: text('delivery_note'),
    deliveryLinks: text('delivery_links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reviewNote: text('review_note'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    unique('agreement_milestones_position_unique').on(t.agreementId, t.position),
    check('agreement_milestones_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'agreement_milestones_status_valid',
      sql`${t.status} in ('pending', 'delivered', 'changes_requested', 'approved')`,
    ),
  ],
);
