import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Owned by better-auth (field names are its own). Marketplace data lives in `profiles`. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /**
   * better-auth's phone-number plugin's own fields, as it defines them (unique, optional; verified is set only by the
   * plugin once a code is confirmed). SMS and WhatsApp go only to a number whose `phoneNumberVerified` is true.
   */
  phoneNumber: text('phone_number').unique(),
  phoneNumberVerified: boolean('phone_number_verified'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
