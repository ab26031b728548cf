import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { jobs } from './jobs';
import { profiles } from './profiles';

/** Admin notes on a job. The author becomes null ('Anonymous') when that account is deleted. */
export const jobComments = pgTable(
  'job_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_comments_job_idx').on(t.jobId, t.createdAt),
    check('job_comments_content_length', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);
