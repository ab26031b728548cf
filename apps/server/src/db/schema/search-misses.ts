import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Searches that found nothing, counted per list and normalised words (decision 271): what people type that the
 * lexicon does not know yet. Words only — never who searched.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    list: text('list', { enum: ['jobs', 'creators', 'enterprises'] }).notNull(),
    words: text('words').notNull(),
    count: integer('count').notNull().default(1),
    firstAt: createdAt(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.list, t.words] }),
    index('search_misses_count_idx').on(t.count.desc(), t.lastAt.desc()),
    check('search_misses_list', sql`${t.list} in ('jobs', 'creators', 'enterprises')`),
    check('search_misses_words_length', sql`char_length(${t.words}) between 1 and 200`),
  ],
);
