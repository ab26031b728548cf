import { and, eq, sql } from 'drizzle-orm';
import { CARD_TEXT_MAX_LENGTH } from '@kalasetu/shared/limits';
import type { Role } from '@kalasetu/shared/roles';
import { queryRows, type DbOrTx } from '../../db/client';
import { messages } from '../../db/schema/messages';
import { profiles } from '../../db/schema/profiles';

export async function findPerson(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: profiles.id, name: profiles.name, role: profiles.role, language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return row;
}

/** True when the creator's application to one of the enterprise's jobs was accepted. */
export async function hasAcceptedWork(db: DbOrTx, enterpriseId: string, creatorId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from applications a join jobs j on j.id = a.job_id
        where j.enterprise_id = ${enterpriseId} and a.creator_id = ${creatorId} and a.status = 'accepted' limit 1`,
  );
  return rows.length > 0;
}

/**
 * True while the creator's application to an open job of the enterprise awaits a decision (pending or recommended),
 * or the enterprise invited the creator to apply to an open job: the two may talk about it
 * (docs/product/messaging.md). An invitation stops counting once the creator's application to that job was decided (a
 * rejection closes the pair).
 */
export async function hasOpenHiringTalk(
  db: DbOrTx,
  enterpriseId: string,
  creatorId: string,
): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from jobs j
        where j.enterprise_id = ${enterpriseId} and j.status = 'open' and (
          exists (select 1 from applications a where a.job_id = j.id and a.creator_id = ${creatorId}
                  and a.status in ('pending', 'recommended'))
          or (exists (select 1 from job_invitations i where i.job_id = j.id and i.creator_id = ${creatorId})
              and not exists (select 1 from applications a where a.job_id = j.id and a.creator_id = ${creatorId}
                              and a.status not in ('pending', 'recommended'))))
        limit 1`,
  );
  return rows.length > 0;
}

/** True when `adminId` has written to `userId` (so the user may reply). */
export async function hasWrittenTo(db: DbOrTx, senderId: string, receiverId: string): Promise<boolean> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.receiverId, receiverId)))
    .limit(1);
  return rows.length > 0;
}

export interface PersonRow {
  id: string;
  name: string;
  role: Role;
}

/**
 * Everyone `userId` works with on an accepted job or talks with about an open job (an application awaiting a decision,
 * an invitation), plus the admins who wrote to them.
 */
/** An invitation (`i`, on job `j`) opens talk until the creator's application to that job is decided. */
const invitationUndecided = sql`not exists (select 1 from applications d where d.job_id = j.id
  and d.creator_id = i.creator_id and d.status not in ('pending', 'recommended'))`;

export async function listWorkPartners(db: DbOrTx, userId: string, role: Role): Promise<PersonRow[]> {
  const partners =
    role === 'enterprise'
      ? sql`select a.creator_id as id from applications a join jobs j on j.id = a.job_id
            where j.enterprise_id = ${userId}
              and (a.status = 'accepted' or (j.status = 'open' and a.status in ('pending', 'recommended')))
            union select i.creator_id from job_invitations i join jobs j on j.id = i.job_id
            where j.enterprise_id = ${userId} and j.status = 'open' and ${invitationUndecided}`
      : sql`select j.enterprise_id as id from applications a join jobs j on j.id = a.job_id
            where a.creator_id = ${userId}
              and (a.status = 'accepted' or (j.status = 'open' and a.status in ('pending', 'recommended')))
            union select j.enterprise_id from job_invitations i join jobs j on j.id = i.job_id
            where i.creator_id = ${userId} and j.status = 'open' and ${invitationUndecided}`;
  return queryRows<PersonRow>(
    db,
    sql`select p.id, p.name, p.role from profiles p
        where p.id in (${partners})
           or (p.role = 'admin' and p.id in (select m.sender_id from messages m where m.receiver_id = ${userId}))
        order by p.name, p.id`,
  );
}

/** An admin may write to anyone; the list is capped for the picker. */
export async function listEveryoneBut(db: DbOrTx, userId: string, limit: number): Promise<PersonRow[]> {
  return queryRows<PersonRow>(
    db,
    sql`select id, name, role from profiles where id <> ${userId} order by name, id limit ${limit}`,
  );
}

export async function insertMessage(
  db: DbOrTx,
  values: { senderId: string; receiverId: string; content: string },
) {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

export interface MessageRow {
  id: number;
  senderId: string | null;
  receiverId: string | null;
  senderName: string | null;
  receiverName: string | null;
  content: string;
  read: boolean;
  createdAt: Date | string;
}

export async function listThread(
  db: DbOrTx,
  userId: string,
  otherId: string,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await queryRows<MessageRow>(
    db,
    sql`select * from (
          select m.id, m.sender_id as "senderId", m.receiver_id as "receiverId", s.name as "senderName",
            r.name as "receiverName", m.content, m.read, m.created_at as "createdAt"
          from messages m
          left join profiles s on s.id = m.sender_id
          left join profiles r on r.id = m.receiver_id
          where (m.sender_id = ${userId} and m.receiver_id = ${otherId})
             or (m.sender_id = ${otherId} and m.receiver_id = ${userId})
          order by m.created_at desc, m.id desc
          limit ${limit}
        ) t order by "createdAt" asc, id asc`,
  );
  return rows;
}

/** Marks read what `otherId` sent to `receiverId`; returns the ids changed. */
export async function markThreadRead(db: DbOrTx, receiverId: string, otherId: string): Promise<number[]> {
  const rows = await db
    .update(messages)
    .set({ read: true })
    .where(and(eq(messages.receiverId, receiverId), eq(messages.senderId, otherId), eq(messages.read, false)))
    .returning({ id: messages.id });
  return rows.map((row) => row.id);
}

export interface ConversationRow {
  otherId: string;
  otherName: string | null;
  otherRole: Role | null;
  lastMessage: string;
  lastAt: Date | string;
  unreadCount: number;
}

/** Characters of a conversation's last message read for its preview: enough for a card's text after tidying. */
const CONVERSATION_PREVIEW_READ = 2 * CARD_TEXT_MAX_LENGTH;

/**
 * One row per other person (whose account still exists), newest conversation first, with the start of its last
 * message. One pass over the person's messages: each conversation's unread count is a window over that pass (it was a
 * scan of every message per conversation), and only the last messages' texts are read.
 */
export async function listConversations(db: DbOrTx, userId: string): Promise<ConversationRow[]> {
  return queryRows<ConversationRow>(
    db,
    sql`with mine as (
          select case when m.sender_id = ${userId} then m.receiver_id else m.sender_id end as other_id,
            m.created_at, m.id, (m.receiver_id = ${userId} and not m.read) as unread
          from messages m
          where m.sender_id = ${userId} or m.receiver_id = ${userId}
        ), latest as (
          select distinct on (other_id) other_id, id, created_at,
            count(*) filter (where unread) over (partition by other_id) as unread_count
          from mine where other_id is not null order by other_id, created_at desc, id desc
        )
        select l.other_id as "otherId", p.name as "otherName", p.role as "otherRole",
          left(m.content, ${CONVERSATION_PREVIEW_READ}) as "lastMessage", l.created_at as "lastAt",
          l.unread_count::int as "unreadCount"
        from latest l join messages m on m.id = l.id left join profiles p on p.id = l.other_id
        order by l.created_at desc`,
  );
}

export async function countUnreadMessages(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from messages where receiver_id = ${userId} and not read`,
  );
  return Number(row?.n ?? 0);
}
