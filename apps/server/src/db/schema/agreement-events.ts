import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { agreements } from './agreements';
import { createdAt } from './columns';

/**
 * The append-only history of an agreement: who did what, when. The actor is kept by id and name without a foreign
 * key, so deleting an account never rewrites history; a trigger (migration 0014) refuses every UPDATE.
 */
export const agreementEvents = pgTable(
  'agreement_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('agreement_events_agreement_idx').on(t.agreementId, t.id)],
);
