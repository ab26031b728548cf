import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Channel, NoticeTopic } from '@kalasetu/shared/notices';
import type { DbOrTx } from '../../db/client';
import { channelConsents, noticeChoices } from '../../db/schema/notice-choices';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';

export async function listNoticeChoices(db: DbOrTx, userId: string) {
  return db
    .select({ topic: noticeChoices.topic, channel: noticeChoices.channel, enabled: noticeChoices.enabled })
    .from(noticeChoices)
    .where(eq(noticeChoices.userId, userId));
}

export async function upsertNoticeChoices(
  db: DbOrTx,
  userId: string,
  rows: { topic: NoticeTopic; channel: Channel; enabled: boolean }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(noticeChoices)
    .values(rows.map((row) => ({ userId, ...row })))
    .onConflictDoUpdate({
      target: [noticeChoices.userId, noticeChoices.topic, noticeChoices.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: new Date() },
    });
}

/** The channels opted into and not withdrawn, with when. */
export async function listOptIns(db: DbOrTx, userId: string) {
  return db
    .select({ channel: channelConsents.channel, grantedAt: channelConsents.grantedAt })
    .from(channelConsents)
    .where(and(eq(channelConsents.userId, userId), isNull(channelConsents.revokedAt)));
}

/** An opt-in starts a new consent (its own time); withdrawing keeps when it was given and records when it ended. */
export async function recordOptIn(db: DbOrTx, userId: string, channel: Channel, now: Date) {
  await db
    .insert(channelConsents)
    .values({ userId, channel, grantedAt: now })
    .onConflictDoUpdate({
      target: [channelConsents.userId, channelConsents.channel],
      set: { grantedAt: now, revokedAt: null },
      setWhere: sql`${channelConsents.revokedAt} is not null`,
    });
}

export async function recordOptOut(db: DbOrTx, userId: string, channel: Channel, now: Date) {
  await db
    .update(channelConsents)
    .set({ revokedAt: now })
    .where(
      and(
        eq(channelConsents.userId, userId),
        eq(channelConsents.channel, channel),
        isNull(channelConsents.revokedAt),
      ),
    );
}

/** Where the account can be reached, and its role (which topics it has). */
export async function findReachableAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      role: profiles.role,
      name: profiles.name,
      language: profiles.language,
      email: users.email,
      phoneNumber: users.phoneNumber,
      phoneVerified: users.phoneNumberVerified,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  return row;
}
