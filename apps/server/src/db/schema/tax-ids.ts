import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { profiles } from './profiles';

/**
 * A creator's or enterprise's GSTIN, optional, beside the payout UPI ID rather than on the public profile: it goes on
 * the invoices of their payments (decision 240), and a creator with one issues tax invoices.
 */
export const taxIds = pgTable(
  'tax_ids',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    gstin: text('gstin').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tax_ids_gstin_format', sql`${t.gstin} ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'`),
  ],
);
