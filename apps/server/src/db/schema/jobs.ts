import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tsvector, updatedAt } from './columns';
import { profiles } from './profiles';

export const JOB_STATUS_VALUES = [
  'open',
  'assigned',
  'work-started',
  'first-draft',
  'second-draft',
  'completed',
  'cancelled',
] as const;

/**
 * Budgets are whole rupees. `search` holds each word of the title (weight A), skills (B), description (C) and location
 * (D) as written ('simple' tokens, after kalasetu_search_text: NFC, no joiners, no nukta) and as its phonetic key
 * (kalasetu_phonetic_keys, decision 271), so a word typed in any script or spelling finds it; the weights rank the
 * title first and let the place filter read the location alone.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull().default('Remote'),
    category: text('category'),
    status: text('status', { enum: JOB_STATUS_VALUES }).notNull().default('open'),
    budgetMin: integer('budget_min').notNull(),
    budgetMax: integer('budget_max').notNull(),
    budgetCurrency: text('budget_currency').notNull().default('INR'),
    selectedApplicantId: uuid('selected_applicant_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    search: tsvector('search').generatedAlwaysAs(
      sql`${sql.raw(
        [
          ['title', 'A'],
          ['kalasetu_join(skills)', 'B'],
          ['description', 'C'],
          ['location', 'D'],
        ]
          .map(
            ([text, weight]) =>
              `setweight(to_tsvector('simple', kalasetu_search_text(${text})), '${weight}') || setweight(to_tsvector('simple', kalasetu_phonetic_keys(${text})), '${weight}')`,
          )
          .join(' || '),
      )}`,
    ),
    // The title's words alone, as `search` holds them with weight A: the title tiers of a relevance search match here,
    // where the planner has the title's own statistics and a GIN index (a weight in a tsquery is neither estimated nor
    // indexed: "editing", common in skills and in no title, cost 600 ms over 100 000 jobs read through `search`).
    titleSearch: tsvector('title_search').generatedAlwaysAs(
      sql`to_tsvector('simple', kalasetu_search_text(title)) || to_tsvector('simple', kalasetu_phonetic_keys(title))`,
    ),
    // Kept by triggers (migrations 0005 and 0006, decision 121), never written by the application: the enterprise's
    // display name, coalesce(company_name, name), whether an admin has verified it, and how many applications the
    // job has.
    enterpriseName: text('enterprise_name').notNull().default(''),
    enterpriseVerified: boolean('enterprise_verified').notNull().default(false),
    applicantCount: integer('applicant_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_status_created_idx').on(t.status, t.createdAt.desc()),
    index('jobs_enterprise_idx').on(t.enterpriseId, t.createdAt.desc()),
    index('jobs_selected_applicant_idx').on(t.selectedApplicantId),
    index('jobs_search_idx').using('gin', t.search),
    index('jobs_title_search_idx').using('gin', t.titleSearch),
    index('jobs_title_trgm_idx').using('gin', sql`kalasetu_search_text(${t.title}) gin_trgm_ops`),
    index('jobs_location_trgm_idx').using('gin', sql`${t.location} gin_trgm_ops`),
    index('jobs_skills_idx').using('gin', t.skills),
    // The public list's three sort orders, each with the id tie-break that keeps pages stable.
    index('jobs_open_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'open'`),
    index('jobs_open_budget_idx')
      .on(t.budgetMax.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'open'`),
    index('jobs_open_deadline_idx')
      .on(t.deadline.asc().nullsLast(), t.id.asc())
      .where(sql`${t.status} = 'open'`),
    check('jobs_budget_min_nonnegative', sql`${t.budgetMin} >= 0`),
    check('jobs_budget_order', sql`${t.budgetMax} >= ${t.budgetMin}`),
    check('jobs_currency_inr', sql`${t.budgetCurrency} = 'INR'`),
    check(
      'jobs_status_valid',
      sql`${t.status} in ('open', 'assigned', 'work-started', 'first-draft', 'second-draft', 'completed', 'cancelled')`,
    ),
  ],
);
