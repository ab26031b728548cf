import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { jobs } from './jobs';
import { profiles } from './profiles';

export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter').notNull().default(''),
    proposedPrice: integer('proposed_price').notNull(),
    status: text('status', { enum: ['pending', 'recommended', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    /** Why the admin declined the enterprise's recommendation (the application is pending again); cleared by the next. */
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('applications_job_creator_unique').on(t.jobId, t.creatorId),
    index('applications_creator_idx').on(t.creatorId, t.createdAt.desc()),
    check('applications_price_nonnegative', sql`${t.proposedPrice} >= 0`),
    check(
      'applications_status_valid',
      sql`${t.status} in ('pending', 'recommended', 'accepted', 'rejected')`,
    ),
  ],
);
