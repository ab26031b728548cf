import { index, integer, pgTable, text, boolean } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const showcaseItems = pgTable(
  'showcase_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    link: text('link'),
    category: text('category').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('showcase_featured_created_idx').on(t.featured.desc(), t.createdAt.desc())],
);
