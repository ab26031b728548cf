import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { jobs } from './jobs';
import { profiles } from './profiles';

/**
 * One rating per rater, rated user and job they worked on together (docs/product/ratings.md); rating again for the
 * same job replaces it. A deleted rater's ratings stay, anonymous; a deleted job takes its ratings with it.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    raterId: uuid('rater_id').references(() => profiles.id, { onDelete: 'set null' }),
    ratedId: uuid('rated_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('ratings_rater_rated_job_unique').on(t.raterId, t.ratedId, t.jobId),
    index('ratings_job_idx').on(t.jobId),
    index('ratings_rated_idx').on(t.ratedId),
    check('ratings_value_range', sql`${t.value} between 1 and 5`),
    check('ratings_no_self', sql`${t.raterId} is null or ${t.raterId} <> ${t.ratedId}`),
  ],
);
