import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { agreementMilestones } from './agreement-milestones';
import { agreements } from './agreements';
import { createdAt } from './columns';

/**
 * An order the enterprise opened at the payment gateway for one part (decision 245): the checkout result and the
 * gateway's webhooks are matched against it, so a payment is only ever recorded for the part, amount and payer the
 * order was made for.
 */
export const gatewayOrders = pgTable(
  'gateway_orders',
  {
    /** The gateway's order id (`order_…`). */
    id: text('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    milestoneId: integer('milestone_id')
      .notNull()
      .references(() => agreementMilestones.id, { onDelete: 'cascade' }),
    payerId: uuid('payer_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gateway_orders_milestone_idx').on(t.milestoneId)],
);
