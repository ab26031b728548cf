import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { mailSettings } from '../../db/schema/mail-settings';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';

export type MailSettingsRow = typeof mailSettings.$inferSelect;
export type MailSettingsValues = Omit<typeof mailSettings.$inferInsert, 'userId' | 'updatedAt'>;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export async function findMailSettings(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(mailSettings).where(eq(mailSettings.userId, userId)).limit(1);
  return row;
}

export async function upsertMailSettings(db: DbOrTx, userId: string, values: MailSettingsValues) {
  await db
    .insert(mailSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: mailSettings.userId, set: { ...values, updatedAt: new Date() } });
}

/** Who the person is, for a page that is opened without signing in (the unsubscribe link). */
export async function findRecipient(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ role: profiles.role, language: profiles.language, name: users.name })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  return row;
}

/** The reader of the digest: where it goes, its language, and whether job alerts are still mailed. */
export interface Recipient {
  userId: string;
  email: string;
  name: string;
  language: string | null;
  alertDelivery: string;
}

const recipientColumns = sql`u.email, u.name, p.language, coalesce(s.alert_delivery, 'in_app') as "alertDelivery"`;

export interface ClaimedDigestJob extends Recipient {
  jobId: number;
  title: string;
  location: string;
  open: boolean;
}

/** Claims every waiting job alert queued before `cutoff` of up to `limit` creators, one row per job. */
export async function claimDigests(db: DbOrTx, now: Date, cutoff: Date, limit: number) {
  return queryRows<ClaimedDigestJob>(
    db,
    sql`
    with due as (
      select distinct user_id from job_alert_digest
      where mailed_at is null and created_at < ${at(cutoff)}
      limit ${limit}
    ), claimed as (
      update job_alert_digest d set mailed_at = ${at(now)}
      from due
      where d.user_id = due.user_id and d.mailed_at is null and d.created_at < ${at(cutoff)}
      returning d.user_id, d.job_id
    )
    select c.user_id as "userId", j.id as "jobId", j.title, j.location, j.status = 'open' as open,
      ${recipientColumns}
    from claimed c
    join jobs j on j.id = c.job_id
    join users u on u.id = c.user_id
    join profiles p on p.id = c.user_id
    left join mail_settings s on s.user_id = c.user_id
    order by c.user_id, j.id`,
  );
}
