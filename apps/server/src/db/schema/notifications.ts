import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { profiles } from './profiles';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['application_status', 'new_job', 'new_message', 'other'] }).notNull(),
    message: text('message').notNull(),
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
    check(
      'notifications_type_valid',
      sql`${t.type} in ('application_status', 'new_job', 'new_message', 'other')`,
    ),
  ],
);
