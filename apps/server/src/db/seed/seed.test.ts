import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyPassword } from '../../lib/passwords';
import { count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient, DbOrTx } from '../client';
import { accounts } from '../schema/accounts';
import { agreementEvents } from '../schema/agreement-events';
import { agreementMilestones } from '../schema/agreement-milestones';
import { agreements } from '../schema/agreements';
import { applications } from '../schema/applications';
import { invoices } from '../schema/invoices';
import { jobs } from '../schema/jobs';
import { payments } from '../schema/payments';
import { payoutAccounts } from '../schema/payout-accounts';
import { portfolioItems } from '../schema/portfolio-items';
import { profiles } from '../schema/profiles';
import { ratings } from '../schema/ratings';
import { showcaseItems } from '../schema/showcase-items';
import { users } from '../schema/users';
import { openTestDb } from '../../test/build-test-app';
import { createAccount } from '../../modules/accounts/accounts.service';
import { DEMO_ACCOUNTS, seedDemo, seedDemoIfEmpty } from './demo';
import { SCALE_PASSWORD, seedScale, TITLE_WORDS } from './scale';
import { DEMO_SHOWCASE_ITEMS } from './showcase-demo';

class Rollback extends Error {}

/**
 * Seeds write fixed e-mail addresses; on the shared PostgreSQL test database they must not outlive the test
 * (or meet another run's), so each test works inside a transaction that is rolled back at the end.
 */
async function inRolledBackTransaction(client: DbClient, fn: (tx: DbOrTx) => Promise<void>) {
  try {
    // One snapshot for the whole test, so counts are not moved by other test files committing meanwhile.
    await client.db.transaction(
      async (tx) => {
        await fn(tx);
        throw new Rollback();
      },
      { isolationLevel: 'repeatable read' },
    );
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}

const demoEmails = DEMO_ACCOUNTS.list.map((a) => a.email);

async function demoSnapshot(db: DbOrTx) {
  const people = await db
    .select({ id: users.id, email: users.email, role: profiles.role })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.email, demoEmails));
  const ids = people.map((p) => p.id);
  const demoJobs = ids.length ? await db.select().from(jobs).where(inArray(jobs.enterpriseId, ids)) : [];
  const showcase = await db
    .select()
    .from(showcaseItems)
    .where(
      inArray(
        showcaseItems.title,
        DEMO_SHOWCASE_ITEMS.map((item) => item.title),
      ),
    );
  return { people, jobs: demoJobs, showcase };
}

describe('seeds', () => {
  let client: DbClient;
  beforeAll(async () => {
    client = await openTestDb();
  });
  afterAll(async () => {
    await client.close();
  });

  it("loads the spec's sample records and an admin, once", async () => {
    await inRolledBackTransaction(client, async (tx) => {
      // Other test files (admin "Add Demo Items") may have committed items with the demo titles before our snapshot.
      const earlier = new Set((await demoSnapshot(tx)).showcase.map((item) => item.id));
      expect(await seedDemo(tx)).toBe(true);
      const snapshot = await demoSnapshot(tx);
      const first = { ...snapshot, showcase: snapshot.showcase.filter((item) => !earlier.has(item.id)) };
      const byRole = (role: string) => first.people.filter((p) => p.role === role);
      expect(byRole('enterprise').length).toBeGreaterThanOrEqual(3);
      expect(byRole('creator').length).toBeGreaterThanOrEqual(3);
      expect(byRole('admin')).toHaveLength(1);
      expect(first.jobs.length).toBeGreaterThanOrEqual(2);
      expect(first.jobs.every((job) => job.budgetCurrency === 'INR' && job.budgetMin <= job.budgetMax)).toBe(
        true,
      );
      expect(first.showcase.map((item) => item.category).sort()).toEqual(
        ['branding', 'digital-marketing', 'logo-design', 'photography', 'print-design'].sort(),
      );

      // Every printed demo account opens with the printed password.
      const [admin] = byRole('admin');
      const [credential] = await tx.select().from(accounts).where(eq(accounts.userId, admin!.id));
      expect(await verifyPassword({ hash: credential!.password!, password: DEMO_ACCOUNTS.password })).toBe(
        true,
      );

      expect(await seedDemo(tx)).toBe(false);
      const second = await demoSnapshot(tx);
      expect(second.people).toHaveLength(first.people.length);
      expect(second.jobs).toHaveLength(first.jobs.length);
      expect(second.showcase).toHaveLength(snapshot.showcase.length);
    });
  });

  it('gives demo creators a portrait, shipped work and a plausible history', async () => {
    const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
    await inRolledBackTransaction(client, async (tx) => {
      const started = Date.now();
      expect(await seedDemo(tx)).toBe(true);
      const creators = await tx
        .select({
          id: profiles.id,
          avatarUrl: profiles.avatarUrl,
          joined: profiles.createdAt,
          signIn: users.createdAt,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(
          inArray(
            users.email,
            DEMO_ACCOUNTS.list.filter((a) => a.role === 'creator').map((a) => a.email),
          ),
        );
      expect(creators.length).toBeGreaterThanOrEqual(6);
      const DAY = 24 * 60 * 60 * 1000;
      for (const creator of creators) {
        expect(creator.avatarUrl).toMatch(/^\/demo\/avatars\/[a-z]+\.webp$/);
        expect(existsSync(path.join(webPublic, creator.avatarUrl!))).toBe(true);
        // Nobody in the demo joined this month, and the account and profile agree on the date.
        expect(started - creator.joined.getTime()).toBeGreaterThan(60 * DAY);
        expect(creator.signIn.getTime()).toBe(creator.joined.getTime());
      }
      const work = await tx
        .select()
        .from(portfolioItems)
        .where(
          inArray(
            portfolioItems.creatorId,
            creators.map((c) => c.id),
          ),
        );
      for (const creator of creators) {
        const own = work
          .filter((item) => item.creatorId === creator.id)
          .sort((a, b) => a.position - b.position);
        expect(own.map((item) => item.position)).toEqual([0, 1, 2]);
        for (const item of own) {
          expect(existsSync(path.join(webPublic, item.mediaUrl))).toBe(true);
          // Shipped files are never the record's own upload, so removing the item cannot delete them.
          expect([item.mediaKey, item.thumbnailKey]).toEqual([null, null]);
        }
      }
      const logos = await tx
        .select({ logoUrl: profiles.logoUrl })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(
          inArray(
            users.email,
            DEMO_ACCOUNTS.list.filter((a) => a.role === 'enterprise').map((a) => a.email),
          ),
        );
      expect(logos.length).toBeGreaterThanOrEqual(5);
      for (const { logoUrl } of logos) expect(existsSync(path.join(webPublic, logoUrl!))).toBe(true);
      const given = await tx
        .select({ at: ratings.createdAt })
        .from(ratings)
        .where(
          inArray(
            ratings.ratedId,
            creators.map((c) => c.id),
          ),
        );
      expect(given.length).toBeGreaterThanOrEqual(3);
      expect(given.every((rating) => started - rating.at.getTime() > 14 * DAY)).toBe(true);
    });
  });

  it('gives the demo a money trail: finished jobs paid and confirmed, the assigned one waiting to be paid', async () => {
    await inRolledBackTransaction(client, async (tx) => {
      expect(await seedDemo(tx)).toBe(true);
      const { jobs: demoJobs } = await demoSnapshot(tx);
      const rows = await tx
        .select()
        .from(agreements)
        .where(
          inArray(
            agreements.jobId,
            demoJobs.map((j) => j.id),
          ),
        );
      const finished = demoJobs.filter((j) => j.status === 'completed');
      expect(finished.length).toBeGreaterThanOrEqual(3);
      for (const job of finished) {
        const agreement = rows.find((a) => a.jobId === job.id)!;
        expect(agreement.status).toBe('completed');
        expect(agreement.creatorId).toBe(job.selectedApplicantId);
        const paid = await tx.select().from(payments).where(eq(payments.agreementId, agreement.id));
        expect(paid.map((p) => [p.status, p.amountPaise])).toEqual([['confirmed', agreement.pricePaise]]);
        // Paid after the job was assigned, and the history says so in order.
        expect(paid[0]!.recordedAt.getTime()).toBeGreaterThan(job.assignedAt!.getTime());
        const history = await tx
          .select({ action: agreementEvents.action })
          .from(agreementEvents)
          .where(eq(agreementEvents.agreementId, agreement.id))
          .orderBy(agreementEvents.createdAt, agreementEvents.id);
        expect(history.map((e) => e.action).at(-1)).toBe('payment_confirmed');
        // Its invoice names where the creator works (from the profile's place text) and the job's service code.
        const [invoice] = await tx.select().from(invoices).where(eq(invoices.paymentId, paid[0]!.id));
        expect(invoice?.seller.state).not.toBeNull();
        expect(invoice?.sac).toBe(job.category === 'photography' ? '998383' : '998361');
      }
      const assigned = demoJobs.find((j) => j.status === 'assigned')!;
      const open = rows.find((a) => a.jobId === assigned.id)!;
      expect(open.status).toBe('accepted');
      const parts = await tx
        .select()
        .from(agreementMilestones)
        .where(eq(agreementMilestones.agreementId, open.id))
        .orderBy(agreementMilestones.position);
      expect(parts.map((p) => p.status)).toEqual(['approved', 'pending']);
      expect(parts.reduce((sum, p) => sum + p.amountPaise, 0)).toBe(open.pricePaise);
      expect(await tx.select().from(payments).where(eq(payments.agreementId, open.id))).toEqual([]);
      // The enterprise can pay: the creator has a payout UPI ID.
      const [vpa] = await tx
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.creatorId, open.creatorId));
      expect(vpa?.vpa).toMatch(/^[\w.-]+@[a-z]+$/);
    });
  });

  it('loads demo data on first start only, never into a marketplace that has people', async () => {
    await inRolledBackTransaction(client, async (tx) => {
      await createAccount(tx, {
        name: 'Existing',
        email: `existing-${Date.now()}@example.test`,
        password: 'Test@12345',
        profile: { role: 'creator' },
      });
      expect(await seedDemoIfEmpty(tx)).toBe(false);
      expect((await demoSnapshot(tx)).people).toHaveLength(0);
    });
  });

  it('generates N synthetic open jobs with proportional users and applications', async () => {
    await inRolledBackTransaction(client, async (tx) => {
      const total = async () => ({
        jobs: (await tx.select({ n: count() }).from(jobs))[0]!.n,
        profiles: (await tx.select({ n: count() }).from(profiles))[0]!.n,
        applications: (await tx.select({ n: count() }).from(applications))[0]!.n,
      });
      const before = await total();
      const result = await seedScale(tx, 45);
      const after = await total();
      expect(result).toMatchObject({ jobs: 45, enterprises: 3, creators: 5 });
      expect(after.jobs - before.jobs).toBe(45);
      expect(after.profiles - before.profiles).toBe(8);
      expect(after.applications - before.applications).toBe(result.applications);
      expect(result.applications).toBe(90);

      const scaleUsers = await tx
        .select({ id: users.id, role: profiles.role })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(like(users.email, `scale-%-${result.run}-%@kalasetu.scale`));
      const enterpriseIds = scaleUsers.filter((u) => u.role === 'enterprise').map((u) => u.id);
      const made = await tx.select().from(jobs).where(inArray(jobs.enterpriseId, enterpriseIds));
      expect(made).toHaveLength(45);
      expect(made.every((job) => job.status === 'open' && job.budgetMin <= job.budgetMax)).toBe(true);
      // The triggers of decision 121 named each job and counted its two applications.
      expect(made.every((job) => job.applicantCount === 2 && job.enterpriseName.endsWith(' Pvt'))).toBe(true);
      expect(new Set(made.map((job) => job.enterpriseId)).size).toBe(3);
      // Traits come from separate hashes: taken from one counter, a title's parity always matched its budget's.
      const parities = made.map(
        (job) =>
          `${TITLE_WORDS.findIndex((word) => job.title.startsWith(`${word} for `)) % 2}:${(job.budgetMin / 5000 - 1) % 2}`,
      );
      expect(new Set(parities)).toEqual(new Set(['0:0', '0:1', '1:0', '1:1']));

      const [credential] = await tx.select().from(accounts).where(eq(accounts.userId, enterpriseIds[0]!));
      expect(await verifyPassword({ hash: credential!.password!, password: SCALE_PASSWORD })).toBe(true);
    });
  });
});
