import { eq, sql } from 'drizzle-orm';
import type { NotificationParams } from '@kalasetu/shared/notifications';
import { queryRows, type DbOrTx } from '../../db/client';
import { mailSettings } from '../../db/schema/mail-settings';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { MAILED_NOTIFICATION_KINDS } from '@kalasetu/shared/mail-settings';

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

/** The reader of a mail: where it goes, its language, and the switches that may stop it. */
export interface Recipient {
  userId: string;
  email: string;
  name: string;
  language: string | null;
  role: string;
  mailAssigned: boolean;
  mailRecommendation: boolean;
  mailInvitation: boolean;
  mailUnreadMessage: boolean;
  alertDelivery: string;
}

const recipientColumns = sql`u.email, u.name, p.language, p.role,
  coalesce(s.mail_assigned, true) as "mailAssigned",
  coalesce(s.mail_recommendation, true) as "mailRecommendation",
  coalesce(s.mail_invitation, true) as "mailInvitation",
  coalesce(s.mail_unread_message, true) as "mailUnreadMessage",
  coalesce(s.alert_delivery, 'in_app') as "alertDelivery"`;

const kindList = sql.raw(MAILED_NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', '));

export interface ClaimedNotice extends Recipient {
  id: number;
  kind: (typeof MAILED_NOTIFICATION_KINDS)[number];
  params: NotificationParams;
  link: string | null;
}

/**
 * Marks up to `limit` unmailed notifications of the mailed kinds as mailed and returns them: the row lock and the
 * `mailed_at is null` re-check make a row claimed by one instance invisible to the other's same statement.
 */
export async function claimNoticeMails(db: DbOrTx, now: Date, since: Date, limit: number) {
  return queryRows<ClaimedNotice>(
    db,
    sql`
    with claimed as (
      update notifications n set mailed_at = ${at(now)}
      where n.id in (
        select id from notifications
        where mailed_at is null and kind in (${kindList}) and created_at > ${at(since)} and created_at <= ${at(now)}
        order by id limit ${limit}
        for update skip locked)
      and n.mailed_at is null
      returning n.id, n.user_id, n.kind, n.params, n.link
    )
    select c.id, c.user_id as "userId", c.kind, c.params, c.link, ${recipientColumns}
    from claimed c
    join users u on u.id = c.user_id
    join profiles p on p.id = c.user_id
    left join mail_settings s on s.user_id = c.user_id
    order by c.id`,
  );
}

export interface ClaimedBurst extends Recipient {
  senderId: string;
  senderName: string;
  count: number;
}

/**
 * One row per conversation whose oldest unmailed unread message is older than `cutoff` and which has no mailed
 * unread message yet (the burst was already mailed): every unread message of it is marked mailed at once, so the
 * next mail waits until the reader has read them and a new message arrives.
 */
export async function claimUnreadBursts(db: DbOrTx, now: Date, cutoff: Date, since: Date, limit: number) {
  return queryRows<ClaimedBurst>(
    db,
    sql`
    with due as (
      select distinct m.receiver_id, m.sender_id from messages m
      where m.read = false and m.mailed_at is null and m.created_at <= ${at(cutoff)} and m.created_at > ${at(since)}
        and m.receiver_id is not null and m.sender_id is not null
        and not exists (
          select 1 from messages o
          where o.receiver_id = m.receiver_id and o.sender_id = m.sender_id and o.read = false
            and o.mailed_at is not null)
      limit ${limit}
    ), claimed as (
      update messages m set mailed_at = ${at(now)}
      from due
      where m.receiver_id = due.receiver_id and m.sender_id = due.sender_id and m.read = false
        and m.mailed_at is null
      returning m.receiver_id, m.sender_id
    )
    select c.receiver_id as "userId", c.sender_id as "senderId", sp.name as "senderName",
      count(*)::int as count, ${recipientColumns}
    from claimed c
    join users u on u.id = c.receiver_id
    join profiles p on p.id = c.receiver_id
    join profiles sp on sp.id = c.sender_id
    left join mail_settings s on s.user_id = c.receiver_id
    group by c.receiver_id, c.sender_id, sp.name, u.email, u.name, p.language, p.role, s.user_id`,
  );
}

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
