import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationParams } from '@kalasetu/shared/notifications';
import { CHANNELS, NOTICE_TOPICS } from '@kalasetu/shared/notices';
import { createdAt } from './columns';
import { notifications } from './notifications';
import { profiles } from './profiles';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped', 'expired'] as const;

/**
 * One notice on its way to one person through one channel: made with the step that caused it, claimed and sent by
 * the scheduled pass, and kept as the record of what was sent, refused or given up (never retried forever).
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: CHANNELS }).notNull(),
    topic: text('topic', { enum: NOTICE_TOPICS }).notNull(),
    /** A notification kind, or `unread_message`. */
    kind: text('kind').notNull(),
    /** What the message is worded from when it is sent (in the reader's language then), and where it leads. */
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    link: text('link').notNull(),
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    /** Not sent before this moment: the grouping window, a retry's wait, quiet hours, a spent budget. */
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The delivery whose message carried this one too (grouping); null on the one that led its message. */
    groupedInto: integer('grouped_into'),
    /** Why it failed, was skipped or is waiting again (a channel's answer, "quiet_hours", "budget"). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('deliveries_due_idx')
      .on(t.channel, t.notBefore)
      .where(sql`${t.status} = 'pending'`),
    index('deliveries_group_idx')
      .on(t.userId, t.channel, t.topic)
      .where(sql`${t.status} = 'pending'`),
    // Budgets count the messages sent in the last hour, per channel and per person.
    index('deliveries_sent_idx')
      .on(t.channel, t.sentAt)
      .where(sql`${t.status} = 'sent' and ${t.groupedInto} is null`),
    index('deliveries_user_sent_idx')
      .on(t.userId, t.channel, t.sentAt)
      .where(sql`${t.status} = 'sent' and ${t.groupedInto} is null`),
    index('deliveries_sending_idx')
      .on(t.claimedAt)
      .where(sql`${t.status} = 'sending'`),
    index('deliveries_notification_idx')
      .on(t.notificationId)
      .where(sql`${t.notificationId} is not null`),
    check('deliveries_channel_valid', sql`${t.channel} in (${quoted(CHANNELS)})`),
    check('deliveries_topic_valid', sql`${t.topic} in (${quoted(NOTICE_TOPICS)})`),
    check('deliveries_status_valid', sql`${t.status} in (${quoted(DELIVERY_STATUSES)})`),
  ],
);
