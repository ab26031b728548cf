import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The id of every gateway webhook acted on (`x-razorpay-event-id`), so a replay of one is refused and never acted
 * on twice (decision 245). Kept as the record of what the gateway told us.
 */
export const gatewayEvents = pgTable('gateway_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: createdAt(),
});
