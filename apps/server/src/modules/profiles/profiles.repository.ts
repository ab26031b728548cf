import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
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
  createdAt: profiles.createdAt,
};

// Written out with aliases: drizzle leaves columns unqualified in single-table selects, so "id" would bind to jobs.id.
const openJobCount = sql<number>`(select count(*)::int from jobs j where j.enterprise_id = "profiles"."id" and j.status = 'open')`;

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
  createdAt: profiles.createdAt,
};

const LIKE_SPECIALS = /[\\%_]/g;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** Words of a search box; terms without a letter or digit (stray punctuation) are ignored. */
function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  return q
    .split(/\s+/)
    .filter((term) => HAS_WORD.test(term))
    .slice(0, 8);
}

/**
 * Every word must match: as the start of a word in the generated `search` column ('simple' configuration, so
 * Devanagari and Kannada words are kept whole and unstemmed; GIN-indexed), or anywhere inside one of the given
 * name columns (ILIKE; the trigram index serves profiles.name). The term reaches the tsquery parser as one
 * quoted literal, so its operators (&, |, !, :) are plain text, and LIKE's wildcards are escaped.
 */
function matchAllTerms(q: string | undefined, nameColumns: SQL[]): SQL[] {
  return searchTerms(q).map((term) => {
    const pattern = `%${term.replace(LIKE_SPECIALS, (c) => `\\${c}`)}%`;
    // quote_literal writes a backslash as E'…', which the tsquery parser would read as a word "e".
    const literal = term.replace(/\\/g, ' ');
    const names = nameColumns.map((column) => sql`${column} ilike ${pattern}`);
    return sql`(${profiles.search} @@ to_tsquery('simple', quote_literal(${literal}) || ':*') or ${sql.join(names, sql` or `)})`;
  });
}

function creatorFilters(query: CreatorDirectoryQuery): SQL[] {
  const filters: SQL[] = [eq(profiles.role, 'creator'), ...matchAllTerms(query.q, [sql`${profiles.name}`])];
  if (query.skill) {
    filters.push(
      sql`exists (select 1 from unnest(${profiles.skills}) s where lower(s) = lower(${query.skill}))`,
    );
  }
  if (query.available) filters.push(eq(profiles.available, true));
  // Compared as shown (one decimal), so a card reading 4.5 is never missing from "4.5 and above".
  if (query.minRating > 0) filters.push(sql`round(${profiles.ratingAverage}, 1) >= ${query.minRating}`);
  return filters;
}

export async function findCreators(db: DbOrTx, query: CreatorDirectoryQuery, pageSize: number) {
  const where = and(...creatorFilters(query));
  const [rows, [total]] = await Promise.all([
    db
      .select(creatorColumns)
      .from(profiles)
      .where(where)
      .orderBy(
        desc(profiles.isVerified),
        desc(profiles.ratingAverage),
        desc(profiles.ratingCount),
        desc(profiles.createdAt),
        asc(profiles.id),
      )
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findEnterprises(db: DbOrTx, query: EnterpriseDirectoryQuery, pageSize: number) {
  const where = and(
    eq(profiles.role, 'enterprise'),
    ...matchAllTerms(query.q, [sql`${profiles.companyName}`, sql`${profiles.name}`]),
    ...(query.industry ? [eq(profiles.industry, query.industry)] : []),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...enterpriseColumns, openJobCount })
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.isVerified), desc(profiles.createdAt), asc(profiles.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCreatorById(db: DbOrTx, id: string) {
  const [row] = await db
    .select(creatorColumns)
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.role, 'creator')))
    .limit(1);
  return row ?? null;
}

export async function findEnterpriseById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ...enterpriseColumns, openJobCount })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.role, 'enterprise')))
    .limit(1);
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
