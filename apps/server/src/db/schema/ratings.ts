import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * Reviews stay hidden until both sides wrote theirs for the job, or the window closes (decision 265):
     * `published_at` is set then; `reveal_at` is when the window closes, after which it shows regardless.
     */
    revealAt: timestamp('reveal_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The reviewed person's one public answer. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('ratings_rater_rated_job_unique').on(t.raterId, t.ratedId, t.jobId),
    index('ratings_job_idx').on(t.jobId),
    index('ratings_rated_idx').on(t.ratedId),
    index('ratings_unpublished_idx')
      .on(t.revealAt)
      .where(sql`${t.publishedAt} is null`),
    check('ratings_value_range', sql`${t.value} between 1 and 5`),
    check('ratings_no_self', sql`${t.raterId} is null or ${t.raterId} <> ${t.ratedId}`),
  ],
);
