import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { jobs } from './jobs';
import { profiles } from './profiles';

/** Job alerts waiting for a creator's daily digest mail; `mailed_at` is set by the run that claims them. */
export const jobAlertDigest = pgTable(
  'job_alert_digest',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_alert_digest_user_job_unique').on(t.userId, t.jobId),
    index('job_alert_digest_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} is null`),
    index('job_alert_digest_user_idx').on(t.userId, t.createdAt),
  ],
);
