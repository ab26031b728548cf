import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { payments } from './payments';

/**
 * What a party of a disputed payment puts before the admin: a note, or a file kept in private storage under the
 * server-made `storage_key` (as delivery files are), read back only for the two parties and admins.
 */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id'),
    authorName: text('author_name').notNull(),
    side: text('side', { enum: ['enterprise', 'creator'] }).notNull(),
    note: text('note'),
    storageKey: text('storage_key').unique('dispute_evidence_storage_key_unique'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('dispute_evidence_payment_idx').on(t.paymentId, t.id),
    check('dispute_evidence_side_valid', sql`${t.side} in ('enterprise', 'creator')`),
    check(
      'dispute_evidence_note_or_file',
      sql`(${t.note} is not null) <> (${t.storageKey} is not null)`,
    ),
  ],
);
