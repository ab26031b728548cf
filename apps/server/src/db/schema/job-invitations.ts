import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { jobs } from './jobs';
import { profiles } from './profiles';

/** An enterprise asked a creator to apply to one of its jobs; it opens their conversation about that job. */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    // The enterprise's note, kept with the invitation so the creator's list shows it (it is also the first message).
    note: text('note'),
    createdAt: createdAt(),
    /**
     * Set when the enterprise withdraws it: it leaves both lists but keeps counting toward the daily limit (so
     * withdrawing cannot be used to send more), and the conversation it opened stays (docs/product/hiring.md).
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    unique('job_invitations_job_creator_unique').on(t.jobId, t.creatorId),
    // The daily limit counts an enterprise's recent invitations.
    index('job_invitations_enterprise_idx').on(t.enterpriseId, t.createdAt.desc()),
    index('job_invitations_creator_idx').on(t.creatorId),
  ],
);
