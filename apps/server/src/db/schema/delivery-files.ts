import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agreementMilestones } from './agreement-milestones';
import { createdAt } from './columns';

/**
 * A file a creator hands over with the delivery of a milestone (decision 256), kept in private storage
 * under the server-made `storage_key`. `delivered_at` is null while the file waits for the coming delivery (the
 * creator may still remove it) and is the delivery's time once handed over. When its milestone goes (an agreement
 * replaced at reassignment, an account deleted), `milestone_id` becomes null and the payments upkeep deletes the
 * stored object by this row's key, then the row.
 */
export const deliveryFiles = pgTable(
  'delivery_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    milestoneId: integer('milestone_id').references(() => agreementMilestones.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull().unique('delivery_files_storage_key_unique'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_files_milestone_idx').on(t.milestoneId, t.id),
    index('delivery_files_detached_idx')
      .on(t.id)
      .where(sql`${t.milestoneId} is null`),
    check('delivery_files_size_positive', sql`${t.sizeBytes} > 0`),
  ],
);
