import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { profiles } from './profiles';

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['image', 'video', 'link'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    mediaUrl: text('media_url').notNull(),
    /** A smaller copy of an uploaded image for grids (srcset); null for links, videos and external images. */
    thumbnailUrl: text('thumbnail_url'),
    /**
     * The storage keys this item's own upload created, the only files deleting or editing the item may remove
     * (decision 160). Null for links, videos and external images: a URL is never turned back into a key.
     */
    mediaKey: text('media_key'),
    thumbnailKey: text('thumbnail_key'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('portfolio_creator_position_idx').on(t.creatorId, t.position),
    uniqueIndex('portfolio_media_key_unique').on(t.mediaKey),
    uniqueIndex('portfolio_thumbnail_key_unique').on(t.thumbnailKey),
    check('portfolio_type_valid', sql`${t.type} in ('image', 'video', 'link')`),
  ],
);
