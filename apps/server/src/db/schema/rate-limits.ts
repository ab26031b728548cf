import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Shared by every server instance, so limits hold behind a load balancer. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
