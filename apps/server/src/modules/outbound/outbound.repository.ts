import { sql, type SQL } from 'drizzle-orm';
import type { Channel, NoticeTopic } from '@kalasetu/shared/notices';
import type { NotificationParams } from '@kalasetu/shared/notifications';
import type { Role } from '@kalasetu/shared/roles';
import { queryRows, type DbOrTx } from '../../db/client';
import { deliveries } from '../../db/schema/deliveries';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const idList = (ids: readonly (string | number)[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A person as notices reach them: where, in which language, and what they chose for one topic. */
export interface NoticeTarget {
  userId: string;
  role: Role;
  name: string;
  language: string | null;
  email: string;
  phoneNumber: string | null;
  phoneVerified: boolean | null;
  /** This topic's stored choices per channel (absent: on). */
  choices: Partial<Record<Channel, boolean>> | null;
  /** The channels opted into and not withdrawn. */
  optedIn: Channel[] | null;
}

export async function findNoticeTarget(db: DbOrTx, userId: string, topic: NoticeTopic) {
  const [row] = await queryRows<NoticeTarget>(
    db,
    sql`
    select p.id as "userId", p.role, p.name, p.language, u.email, u.phone_number as "phoneNumber",
      u.phone_number_verified as "phoneVerified",
      (select json_object_agg(c.channel, c.enabled) from notice_choices c
        where c.user_id = p.id and c.topic = ${topic}) as choices,
      (select json_agg(k.channel) from channel_consents k
        where k.user_id = p.id and k.revoked_at is null) as "optedIn"
    from profiles p join users u on u.id = p.id
    where p.id = ${userId}`,
  );
  return row;
}

/** When the person's waiting message of this topic and channel goes, if one waits: a new notice joins it. */
export async function findWaitingGroup(db: DbOrTx, userId: string, channel: Channel, topic: NoticeTopic) {
  const [row] = await queryRows<{ notBefore: string | Date | null }>(
    db,
    sql`
    select min(not_before) as "notBefore" from deliveries
    where user_id = ${userId} and channel = ${channel} and topic = ${topic} and status = 'pending'`,
  );
  return row?.notBefore ? new Date(row.notBefore) : null;
}

export type NewDelivery = typeof deliveries.$inferInsert;

export async function insertDeliveries(db: DbOrTx, rows: NewDelivery[]) {
  if (rows.length > 0) await db.insert(deliveries).values(rows);
}

export interface ClaimedDelivery {
  id: number;
  userId: string;
  topic: NoticeTopic;
  kind: string;
  params: NotificationParams;
  link: string;
  attempts: number;
}

/**
 * Marks up to `limit` due deliveries of one channel as being sent, oldest first (a backlog drains in order; one
 * message's rows share their moment), and returns them; the row lock and the status re-check make a row claimed by
 * one instance invisible to another's same statement (decision 210).
 */
export async function claimDueDeliveries(db: DbOrTx, channel: Channel, now: Date, limit: number) {
  return queryRows<ClaimedDelivery>(
    db,
    sql`
    update deliveries d set status = 'sending', claimed_at = ${at(now)}
    where d.id in (
      select id from deliveries
      where channel = ${channel} and status = 'pending' and not_before <= ${at(now)}
      order by not_before, user_id, topic, id limit ${limit}
      for update skip locked)
    and d.status = 'pending'
    returning d.id, d.user_id as "userId", d.topic, d.kind, d.params, d.link, d.attempts`,
  );
}

/** The readers of a batch on one channel: account, choices per topic, opt-in, and messages sent them this hour. */
export interface DeliveryRecipient extends Omit<NoticeTarget, 'choices' | 'optedIn'> {
  /** Stored choices of this channel per topic (absent: on). */
  choices: Partial<Record<NoticeTopic, boolean>> | null;
  optedIn: boolean;
  sentLastHour: number;
}

export async function findDeliveryRecipients(db: DbOrTx, userIds: string[], channel: Channel, since: Date) {
  if (userIds.length === 0) return [];
  return queryRows<DeliveryRecipient>(
    db,
    sql`
    select p.id as "userId", p.role, p.name, p.language, u.email, u.phone_number as "phoneNumber",
      u.phone_number_verified as "phoneVerified",
      (select json_object_agg(c.topic, c.enabled) from notice_choices c
        where c.user_id = p.id and c.channel = ${channel}) as choices,
      exists(select 1 from channel_consents k
        where k.user_id = p.id and k.channel = ${channel} and k.revoked_at is null) as "optedIn",
      (select count(*)::int from deliveries d
        where d.user_id = p.id and d.channel = ${channel} and d.status = 'sent' and d.grouped_into is null
          and d.sent_at > ${at(since)}) as "sentLastHour"
    from profiles p join users u on u.id = p.id
    where p.id in (${idList(userIds)})`,
  );
}

/** Messages (not notices: a group counts once) a channel sent since `since`, across everyone. */
export async function countMessagesSent(db: DbOrTx, channel: Channel, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from deliveries
    where channel = ${channel} and status = 'sent' and grouped_into is null and sent_at > ${at(since)}`,
  );
  return Number(row?.n ?? 0);
}

/** The first of `ids` led the message; the others rode in it. */
export async function markSent(db: DbOrTx, ids: number[], now: Date) {
  const [lead, ...rest] = ids;
  await db.execute(
    sql`update deliveries set status = 'sent', sent_at = ${at(now)}, attempts = attempts + 1, note = null
    where id = ${lead!}`,
  );
  if (rest.length > 0)
    await db.execute(
      sql`update deliveries set status = 'sent', sent_at = ${at(now)}, attempts = attempts + 1, note = null,
        grouped_into = ${lead!}
      where id in (${idList(rest)})`,
    );
}

/** Settles deliveries for good: failed (undeliverable, or out of retries) or skipped (nothing to send it to). */
export async function markSettled(
  db: DbOrTx,
  ids: number[],
  status: 'failed' | 'skipped',
  note: string,
  countAttempt = false,
) {
  if (ids.length === 0) return;
  await db.execute(
    sql`update deliveries set status = ${status}, note = ${note.slice(0, 500)}, claimed_at = null,
      attempts = attempts + ${countAttempt ? 1 : 0}
    where id in (${idList(ids)})`,
  );
}

/** Puts claimed deliveries back to wait until `notBefore`; a failed attempt counts towards the retries. */
export async function releaseDeliveries(
  db: DbOrTx,
  ids: number[],
  notBefore: Date,
  note: string,
  countAttempt = false,
) {
  if (ids.length === 0) return;
  await db.execute(
    sql`update deliveries set status = 'pending', claimed_at = null, not_before = ${at(notBefore)},
      note = ${note.slice(0, 500)}, attempts = attempts + ${countAttempt ? 1 : 0}
    where id in (${idList(ids)})`,
  );
}

/**
 * What can no longer be sent is recorded so: notices waiting since before `expiredBefore` (never sent late), and
 * claims older than `stuckBefore` (the instance stopped mid-send: not sent again, as a send may have happened).
 */
export async function settleAbandoned(db: DbOrTx, expiredBefore: Date, stuckBefore: Date) {
  await db.execute(
    sql`update deliveries set status = 'expired', note = coalesce(note, 'expired')
    where status = 'pending' and created_at < ${at(expiredBefore)}`,
  );
  await db.execute(
    sql`update deliveries set status = 'failed', note = 'interrupted'
    where status = 'sending' and claimed_at < ${at(stuckBefore)}`,
  );
}

export interface UnreadBurst {
  userId: string;
  senderId: string;
  senderName: string;
  role: Role;
}

/**
 * One row per conversation whose oldest unmailed unread message is older than `cutoff` and which has no mailed
 * unread message yet (the burst was already told): every unread message of it is marked at once, so the next notice
 * waits until the reader has read them and a new message arrives (decision 210).
 */
export async function claimUnreadBursts(db: DbOrTx, now: Date, cutoff: Date, since: Date, limit: number) {
  return queryRows<UnreadBurst>(
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
    select distinct c.receiver_id as "userId", c.sender_id as "senderId", sp.name as "senderName", p.role
    from claimed c
    join profiles p on p.id = c.receiver_id
    join profiles sp on sp.id = c.sender_id`,
  );
}
