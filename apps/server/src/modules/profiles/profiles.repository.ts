import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { cardText } from '../../db/card-text';
import { profiles } from '../../db/schema/profiles';
import { trustColumns } from '../../db/trust-columns';
import type { CreatorDirectoryQuery, EnterpriseDirectoryQuery } from '@kalasetu/shared/people';

/**
 * Only public columns are ever selected for directories and profiles, so e-mail (in `users`), phone and address
 * cannot leak through a mapping mistake.
 */
export const creatorColumns = {
  id: profiles.id,
  role: profiles.role,
  name: profiles.name,
  avatarUrl: profiles.avatarUrl,
  location: profiles.location,
  bio: profiles.bio,
  skills: profiles.skills,
  available: profiles.available,
  isVerified: profiles.isVerified,
  ratingAverage: profiles.ratingAverage,
  ratingCount: profiles.ratingCount,
  portfolioUrl: profiles.portfolioUrl,
  startingPrice: profiles.startingPrice,
  workLanguages: profiles.workLanguages,
  createdAt: profiles.createdAt,
  ...trustColumns,
};

/** A creator on a card in the directory: the start of the bio (cardText). */
const creatorCardColumns = { ...creatorColumns, bio: cardText<string | null>(profiles.bio, 'bio') };

// Written out with aliases: drizzle leaves columns unqualified in single-table selects, so "id" would bind to jobs.id.
const openJobCount = sql<number>`(select count(*)::int from jobs j where j.enterprise_id = "profiles"."id" and j.status = 'open')`;
/** An enterprise's record on its card (docs/product/profiles.md): jobs posted, and hires (a creator assigned). */
const jobCount = sql<number>`(select count(*)::int from jobs j where j.enterprise_id = "profiles"."id")`;
const hireCount = sql<number>`(select count(*)::int from jobs j where j.enterprise_id = "profiles"."id" and j.selected_applicant_id is not null and j.status <> 'open')`;
const enterpriseCounts = { openJobCount, jobCount, hireCount };

export const enterpriseColumns = {
  id: profiles.id,
  role: profiles.role,
  name: profiles.name,
  companyName: profiles.companyName,
  logoUrl: profiles.logoUrl,
  avatarUrl: profiles.avatarUrl,
  industry: profiles.industry,
  location: profiles.location,
  description: profiles.description,
  productsServices: profiles.productsServices,
  isVerified: profiles.isVerified,
  website: profiles.website,
  state: profiles.state,
  district: profiles.district,
  operationalScale: profiles.operationalScale,
  establishedDate: profiles.establishedDate,
  ratingAverage: profiles.ratingAverage,
  ratingCount: profiles.ratingCount,
  createdAt: profiles.createdAt,
  ...trustColumns,
};

/** An enterprise on a card in the directory: the start of its description and of its products (cardText). */
const enterpriseCardColumns = {
  ...enterpriseColumns,
  description: cardText<string | null>(profiles.description, 'description'),
  productsServices: cardText<string | null>(profiles.productsServices, 'products_services'),
};

const LIKE_SPECIALS = /[\\%_]/g;

/** A directory keyword's groups of words, each with its tsquery (decision 271). */
export type KeywordGroups = Array<{ typed: string; tsquery: string }> | undefined;

/**
 * Every group of the keyword must match: by the shared search machinery (its tsquery over the profile's words and their
 * phonetic keys: any script, loose spelling, the lexicon; GIN-indexed), or as typed inside one of the given name
 * columns (ILIKE; the trigram index serves profiles.name), LIKE's wildcards escaped.
 */
function matchKeyword(groups: KeywordGroups, nameColumns: SQL[]): SQL[] {
  return (groups ?? []).map(({ typed, tsquery }) => {
    const pattern = `%${typed.replace(LIKE_SPECIALS, (c) => `\\${c}`)}%`;
    const names = nameColumns.map((column) => sql`${column} ilike ${pattern}`);
    return sql`(${profiles.search} @@ to_tsquery('simple', ${tsquery}) or ${sql.join(names, sql` or `)})`;
  });
}

function creatorFilters(query: CreatorDirectoryQuery, words: KeywordGroups): SQL[] {
  const filters: SQL[] = [eq(profiles.role, 'creator'), ...matchKeyword(words, [sql`${profiles.name}`])];
  if (query.skill) {
    filters.push(
      sql`exists (select 1 from unnest(${profiles.skills}) s where lower(s) = lower(${query.skill}))`,
    );
  }
  if (query.available) filters.push(eq(profiles.available, true));
  // Compared as shown (one decimal), so a card reading 4.5 is never missing from "4.5 and above".
  if (query.minRating > 0) filters.push(sql`round(${profiles.ratingAverage}, 1) >= ${query.minRating}`);
  // A creator with no starting price is left out of a price filter: nobody can tell whether they fit.
  if (query.maxPrice !== undefined) filters.push(sql`${profiles.startingPrice} <= ${query.maxPrice}`);
  if (query.language) filters.push(sql`${profiles.workLanguages} @> array[${query.language}]::text[]`);
  return filters;
}

export async function findCreators(
  db: DbOrTx,
  query: CreatorDirectoryQuery,
  words: KeywordGroups,
  pageSize: number,
) {
  return (
    db
      .select(creatorCardColumns)
      .from(profiles)
      .where(and(...creatorFilters(query, words)))
      // profiles_creator_directory_idx holds this order: the page walks it and stops after pageSize rows.
      .orderBy(
        desc(profiles.isVerified),
        desc(profiles.ratingAverage),
        desc(profiles.ratingCount),
        desc(profiles.createdAt),
        asc(profiles.id),
      )
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
  );
}

/** Creators matching, counted no further than `cap`, walking the page's index in the page's order. */
export async function countCreators(
  db: DbOrTx,
  query: CreatorDirectoryQuery,
  words: KeywordGroups,
  cap: number,
) {
  const matches = db
    .select({ one: sql`1` })
    .from(profiles)
    .where(and(...creatorFilters(query, words)))
    .orderBy(
      desc(profiles.isVerified),
      desc(profiles.ratingAverage),
      desc(profiles.ratingCount),
      desc(profiles.createdAt),
      asc(profiles.id),
    )
    .limit(cap)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

function enterpriseFilters(query: EnterpriseDirectoryQuery, words: KeywordGroups): SQL[] {
  return [
    eq(profiles.role, 'enterprise'),
    ...matchKeyword(words, [sql`${profiles.companyName}`, sql`${profiles.name}`]),
    ...(query.industry ? [eq(profiles.industry, query.industry)] : []),
  ];
}

export async function findEnterprises(
  db: DbOrTx,
  query: EnterpriseDirectoryQuery,
  words: KeywordGroups,
  pageSize: number,
) {
  return (
    db
      .select({ ...enterpriseCardColumns, ...enterpriseCounts })
      .from(profiles)
      .where(and(...enterpriseFilters(query, words)))
      // profiles_enterprise_directory_idx holds this order.
      .orderBy(desc(profiles.isVerified), desc(profiles.createdAt), asc(profiles.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
  );
}

/** Enterprises matching, counted no further than `cap`, in the page's order. */
export async function countEnterprises(
  db: DbOrTx,
  query: EnterpriseDirectoryQuery,
  words: KeywordGroups,
  cap: number,
) {
  const matches = db
    .select({ one: sql`1` })
    .from(profiles)
    .where(and(...enterpriseFilters(query, words)))
    .orderBy(desc(profiles.isVerified), desc(profiles.createdAt), asc(profiles.id))
    .limit(cap)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

// Public profiles are hot reads (every creator and enterprise page): prepared once per database handle.
const creatorById = preparedPerDb((db) =>
  db
    .select(creatorColumns)
    .from(profiles)
    .where(and(eq(profiles.id, sql.placeholder('id')), eq(profiles.role, 'creator')))
    .limit(1)
    .prepare('find_creator_by_id'),
);

export async function findCreatorById(db: DbOrTx, id: string) {
  const [row] = await creatorById(db).execute({ id });
  return row ?? null;
}

const enterpriseById = preparedPerDb((db) =>
  db
    .select({ ...enterpriseColumns, ...enterpriseCounts })
    .from(profiles)
    .where(and(eq(profiles.id, sql.placeholder('id')), eq(profiles.role, 'enterprise')))
    .limit(1)
    .prepare('find_enterprise_by_id'),
);

export async function findEnterpriseById(db: DbOrTx, id: string) {
  const [row] = await enterpriseById(db).execute({ id });
  return row ?? null;
}

export async function findProfileRole(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: profiles.id, role: profiles.role, logoKey: profiles.logoKey })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return row ?? null;
}

export type CreatorRow = NonNullable<Awaited<ReturnType<typeof findCreatorById>>>;
export type EnterpriseRow = NonNullable<Awaited<ReturnType<typeof findEnterpriseById>>>;
