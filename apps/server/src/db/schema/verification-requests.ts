import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  IDENTITY_DOCUMENTS,
  VERIFICATION_EVIDENCE,
  VERIFICATION_STATUSES,
} from '@kalasetu/shared/verification';
import { createdAt } from './columns';
import { profiles } from './profiles';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Evidence a person sends to be verified (decision 327) and the admin's decision: a business's GSTIN or Udyam
 * number, or a creator's identity document kept in private storage under `document_key` (shown only to admins).
 * Only the last four characters of a document number are stored, never a whole Aadhaar number.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    evidence: text('evidence', { enum: VERIFICATION_EVIDENCE }).notNull(),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('pending'),
    gstin: text('gstin'),
    udyam: text('udyam'),
    documentType: text('document_type', { enum: IDENTITY_DOCUMENTS }),
    documentLast4: text('document_last4'),
    documentKey: text('document_key').unique('verification_requests_document_key_unique'),
    documentContentType: text('document_content_type'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_requests_status_idx').on(t.status, t.id),
    index('verification_requests_user_idx').on(t.userId, t.id),
    check('verification_requests_evidence_valid', sql`${t.evidence} in (${quoted(VERIFICATION_EVIDENCE)})`),
    check('verification_requests_status_valid', sql`${t.status} in (${quoted(VERIFICATION_STATUSES)})`),
    check(
      'verification_requests_last4_short',
      sql`${t.documentLast4} is null or length(${t.documentLast4}) <= 4`,
    ),
    check(
      'verification_requests_refusal_has_reason',
      sql`${t.status} <> 'refused' or ${t.reason} is not null`,
    ),
  ],
);
