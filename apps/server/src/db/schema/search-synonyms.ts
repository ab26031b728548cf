import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { profiles } from './profiles';

/**
 * Synonyms admins add to the search lexicon (decision 271): searching `term` also finds what `meaning` finds (a
 * concept id of the lexicon, or words). The author becomes null when that account is deleted.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    term: text('term').notNull(),
    meaning: text('meaning').notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('search_synonyms_term_meaning_unique').on(t.term, t.meaning),
    index('search_synonyms_created_idx').on(t.createdAt.desc()),
    check('search_synonyms_term_length', sql`char_length(${t.term}) between 1 and 60`),
    check('search_synonyms_meaning_length', sql`char_length(${t.meaning}) between 1 and 60`),
  ],
);
