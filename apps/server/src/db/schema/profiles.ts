import { VERIFICATION_EVIDENCE } from '@kalasetu/shared/verification';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tsvector, updatedAt } from './columns';
import { users } from './users';

/** One row per user: role, public profile, sign-up, onboarding and settings fields, rating aggregates. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['creator', 'enterprise', 'admin'] }).notNull(),
    name: text('name').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** What the admin checked before verifying (decision 327): 'gstin', 'udyam' or 'identity'; null for none. */
    verifiedEvidence: text('verified_evidence', { enum: VERIFICATION_EVIDENCE }),
    avatarUrl: text('avatar_url'),
    /** Storage keys of this profile's own uploads (decision 160); what account deletion and replacement remove. */
    avatarKey: text('avatar_key'),
    bio: text('bio'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    portfolioUrl: text('portfolio_url'),
    phone: text('phone'),
    address: text('address'),
    location: text('location'),
    available: boolean('available').notNull().default(true),
    companyName: text('company_name'),
    industry: text('industry'),
    state: text('state'),
    district: text('district'),
    turnover: text('turnover'),
    productsServices: text('products_services'),
    establishedDate: date('established_date'),
    operationalScale: text('operational_scale'),
    natureOperations: text('nature_operations'),
    description: text('description'),
    website: text('website'),
    logoUrl: text('logo_url'),
    logoKey: text('logo_key'),
    language: text('language'),
    /** A creator's "from ₹…" in whole rupees, and the languages they work in (docs/product/profiles.md). */
    startingPrice: integer('starting_price'),
    workLanguages: text('work_languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // Words as written and their phonetic keys (decision 271): the directories and the admin's people search.
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', kalasetu_search_text(coalesce(name, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(district, '') || ' ' || coalesce(industry, '') || ' ' || kalasetu_join(skills) || ' ' || coalesce(bio, '') || ' ' || coalesce(products_services, ''))) || to_tsvector('simple', kalasetu_phonetic_keys(coalesce(name, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(district, '') || ' ' || coalesce(industry, '') || ' ' || kalasetu_join(skills) || ' ' || coalesce(bio, '') || ' ' || coalesce(products_services, '')))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profiles_role_created_idx').on(t.role, t.createdAt.desc()),
    index('profiles_search_idx').using('gin', t.search),
    index('profiles_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('profiles_skills_idx').using('gin', t.skills),
    // The directories' orders, so a page walks an index and stops after a page of rows (decision 270).
    index('profiles_creator_directory_idx')
      .on(
        t.isVerified.desc().nullsFirst(),
        t.ratingAverage.desc().nullsFirst(),
        t.ratingCount.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.asc(),
      )
      .where(sql`${t.role} = 'creator'`),
    index('profiles_enterprise_directory_idx')
      .on(t.isVerified.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.asc())
      .where(sql`${t.role} = 'enterprise'`),
    uniqueIndex('profiles_avatar_key_unique').on(t.avatarKey),
    uniqueIndex('profiles_logo_key_unique').on(t.logoKey),
    check('profiles_rating_range', sql`${t.ratingAverage} >= 0 and ${t.ratingAverage} <= 5`),
    check('profiles_starting_price', sql`${t.startingPrice} is null or ${t.startingPrice} >= 0`),
    check('profiles_language', sql`${t.language} is null or ${t.language} in ('en', 'hi', 'kn', 'mr')`),
  ],
);
