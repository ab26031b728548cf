import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { NotificationParams } from '@kalasetu/shared/notifications';
import { NOTIFICATION_KINDS, NOTIFICATION_TYPES } from '@kalasetu/shared/roles';
import { applications } from './applications';
import { createdAt } from './columns';
import { jobs } from './jobs';
import { profiles } from './profiles';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A notification is what happened (kind, parameters, records), not text: the reader's language renders it (decision 180). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** What the notification is about (a job id, an application id, a user id), and where it leads. */
    relatedId: text('related_id'),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.read} = false`),
    // Deleting a job, an application or a person clears these references without scanning every notification.
    index('notifications_job_idx')
      .on(t.jobId)
      .where(sql`${t.jobId} is not null`),
    index('notifications_application_idx')
      .on(t.applicationId)
      .where(sql`${t.applicationId} is not null`),
    index('notifications_actor_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
    check('notifications_type_valid', sql`${t.type} in (${quoted(NOTIFICATION_TYPES)})`),
    check('notifications_kind_valid', sql`${t.kind} in (${quoted(NOTIFICATION_KINDS)})`),
  ],
);
