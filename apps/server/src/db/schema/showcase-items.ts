import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const showcaseItems = pgTable(
  'showcase_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    /** The storage key of the uploaded picture this item owns (decision 160); null for demo files and links. */
    imageKey: text('image_key'),
    link: text('link'),
    category: text('category').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('showcase_featured_created_idx').on(t.featured.desc(), t.createdAt.desc()),
    uniqueIndex('showcase_image_key_unique').on(t.imageKey),
  ],
);
