import { desc, eq, sql } from 'drizzle-orm';
import { cardText } from '../../db/card-text';
import { queryRows, type DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { showcaseItems } from '../../db/schema/showcase-items';
import { preparedPerDb } from '../../db/prepared';
import { trustColumns } from '../../db/trust-columns';

/** What a creator's card shows: no contact details, settings or search vector. */
const creatorCardColumns = {
  id: profiles.id,
  name: profiles.name,
  avatarUrl: profiles.avatarUrl,
  location: profiles.location,
  bio: cardText<string | null>(profiles.bio, 'bio'),
  skills: profiles.skills,
  available: profiles.available,
  isVerified: profiles.isVerified,
  ratingAverage: profiles.ratingAverage,
  ratingCount: profiles.ratingCount,
  startingPrice: profiles.startingPrice,
  workLanguages: profiles.workLanguages,
  createdAt: profiles.createdAt,
  ...trustColumns,
};

// The home page is read on every visit: its queries are prepared once per database handle.
const newestCreatorsQuery = preparedPerDb((db) =>
  db
    .select(creatorCardColumns)
    .from(profiles)
    .where(eq(profiles.role, 'creator'))
    // "nulls last" as in profiles_role_created_idx: a plain `desc` (nulls first) cannot walk that index, and with
    // 100 000 creators the planner scanned and sorted them all (56 ms instead of 0.4 ms, bench/api).
    .orderBy(sql`${profiles.createdAt} desc nulls last`)
    .limit(sql.placeholder('limit'))
    .prepare('home_newest_creators'),
);

export async function newestCreators(db: DbOrTx, limit: number) {
  return newestCreatorsQuery(db).execute({ limit });
}

const newestShowcaseQuery = preparedPerDb((db) =>
  db
    .select()
    .from(showcaseItems)
    .orderBy(desc(showcaseItems.createdAt))
    .limit(sql.placeholder('limit'))
    .prepare('home_newest_showcase'),
);

export async function newestShowcase(db: DbOrTx, limit: number) {
  return newestShowcaseQuery(db).execute({ limit });
}

export async function marketplaceCounts(db: DbOrTx) {
  const [row] = await queryRows<{ creators: number; enterprises: number; jobs: number; showcase: number }>(
    db,
    sql`
    select
      (select count(*)::int from profiles where role = 'creator') as creators,
      (select count(*)::int from profiles where role = 'enterprise') as enterprises,
      (select count(*)::int from jobs) as jobs,
      (select count(*)::int from showcase_items) as showcase`,
  );
  return row ?? { creators: 0, enterprises: 0, jobs: 0, showcase: 0 };
}
