import { sql, type AnyColumn } from 'drizzle-orm';
import { CARD_TEXT_MAX_LENGTH } from '@kalasetu/shared/limits';

/**
 * A long text column as a card in a list reads it: only its start, twice what a card shows (white space may shrink
 * when the card's excerpt is cut from it, `excerpt` in packages/shared/src/text.ts), named as the column.
 */
export const cardText = <T extends string | null>(column: AnyColumn, name: string) =>
  sql<T>`left(${column}, ${sql.raw(String(2 * CARD_TEXT_MAX_LENGTH))})`.as(name);
