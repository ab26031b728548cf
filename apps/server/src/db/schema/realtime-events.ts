import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { profiles } from './profiles';

/**
 * The outbox of live updates: a row per event for one user, written in the same transaction as the change it
 * announces. NOTIFY wakes every server instance; a client that reconnects asks for the rows it missed by id.
 * Old rows are pruned (they only need to outlive a reconnect).
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('realtime_events_user_idx').on(t.userId, t.id),
    index('realtime_events_created_idx').on(t.createdAt),
  ],
);
