import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AGREEMENT_STATUSES } from '@kalasetu/shared/payments';
import { applications } from './applications';
import { createdAt, updatedAt } from './columns';
import { jobs } from './jobs';
import { profiles } from './profiles';

/**
 * The work agreement of an assigned job (decision 235): drafted from the creator's application when an admin assigns
 * them, its terms edited by the enterprise until the creator accepts. Amounts are integer paise.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .unique('agreements_job_unique')
      .references(() => jobs.id, { onDelete: 'cascade' }),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    status: text('status', { enum: AGREEMENT_STATUSES }).notNull().default('proposed'),
    /** One more at each change of the terms: an accept names the version it read. */
    version: integer('version').notNull().default(1),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    deliverables: text('deliverables').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('agreements_enterprise_idx').on(t.enterpriseId),
    index('agreements_creator_idx').on(t.creatorId),
    index('agreements_updated_idx').on(t.updatedAt.desc()),
    check('agreements_price_positive', sql`${t.pricePaise} > 0`),
    check(
      'agreements_status_valid',
      sql`${t.status} in ('proposed', 'change_requested', 'accepted', 'approved', 'completed')`,
    ),
  ],
);
