import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CHANNELS, NOTICE_TOPICS } from '@kalasetu/shared/notices';
import { updatedAt } from './columns';
import { profiles } from './profiles';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A person's channel for a topic switched on or off; no row means on (the channel's own opt-in still applies). */
export const noticeChoices = pgTable(
  'notice_choices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: NOTICE_TOPICS }).notNull(),
    channel: text('channel', { enum: CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topic, t.channel] }),
    check('notice_choices_channel_valid', sql`${t.channel} in (${quoted(CHANNELS)})`),
    check('notice_choices_topic_valid', sql`${t.topic} in (${quoted(NOTICE_TOPICS)})`),
  ],
);

/**
 * A person's opt-in to a channel that needs one (WhatsApp, SMS, browser push), with when it was given and, once
 * withdrawn, when: the record of consent.
 */
export const channelConsents = pgTable(
  'channel_consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: CHANNELS }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel] }),
    check('channel_consents_channel_valid', sql`${t.channel} in (${quoted(CHANNELS)})`),
  ],
);
