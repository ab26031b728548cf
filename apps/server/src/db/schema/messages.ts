import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { profiles } from './profiles';

/** Sender or receiver becomes null when that account is deleted, so the other side keeps the conversation. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: uuid('sender_id').references(() => profiles.id, { onDelete: 'set null' }),
    receiverId: uuid('receiver_id').references(() => profiles.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    /** Set when its unread burst was mailed to the receiver (decision 210). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_receiver_idx').on(t.receiverId, t.createdAt.desc()),
    index('messages_sender_idx').on(t.senderId, t.createdAt.desc()),
    index('messages_unread_idx')
      .on(t.receiverId)
      .where(sql`${t.read} = false`),
    index('messages_unread_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.read} = false and ${t.mailedAt} is null`),
    check('messages_content_length', sql`char_length(${t.content}) between 1 and 4000`),
  ],
);
