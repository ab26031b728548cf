import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { profiles } from '../schema/profiles';
import { showcaseItems } from '../schema/showcase-items';
import { users } from '../schema/users';
import { insertDemoActivity } from './demo-activity';
import { insertDemoJobs } from './demo-jobs';
import { insertDemoPayments } from './demo-payments';
import { createDemoPeople, DAY, DEMO_ACCOUNTS } from './demo-people';
import { insertDemoPortfolios } from './demo-portfolio';
import { DEMO_SHOWCASE_ITEMS, demoShowcaseImageUrl } from './showcase-demo';

export { DEMO_ACCOUNTS } from './demo-people';

/**
 * Loads the demo marketplace once, in one transaction (a failure leaves nothing half-loaded); a second run finds
 * the demo accounts and changes nothing.
 */
export async function seedDemo(db: DbOrTx): Promise<boolean> {
  return db.transaction((tx) => loadDemo(tx));
}

async function loadDemo(db: DbOrTx): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.list.map((a) => a.email),
      ),
    )
    .limit(1);
  if (existing.length > 0) return false;

  const now = Date.now();
  const { enterpriseIds, creatorIds, creators } = await createDemoPeople(db, now);
  await insertDemoPortfolios(db, creators, now);
  const jobIds = await insertDemoJobs(db, enterpriseIds, now);
  const activity = await insertDemoActivity(db, { enterpriseIds, creatorIds, jobIds }, now);
  await insertDemoPayments(db, { creatorIds, ...activity }, now);
  await db.insert(showcaseItems).values(
    DEMO_SHOWCASE_ITEMS.map((item, index) => ({
      title: item.title,
      description: item.description,
      category: item.category,
      imageUrl: demoShowcaseImageUrl(item.image),
      link: item.link,
      featured: item.featured,
      createdAt: new Date(now - (index + 1) * DAY),
      updatedAt: new Date(now - (index + 1) * DAY),
    })),
  );
  return true;
}

export async function seedDemoIfEmpty(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(profiles);
  if ((row?.count ?? 0) > 0) return false;
  return seedDemo(db);
}
