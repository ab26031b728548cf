import type { FastifyInstance } from 'fastify';
import type {
  ConversationsResponse,
  Message,
  Recipient,
  SendMessageData,
  ThreadResponse,
} from '@kalasetu/shared/messaging';
import { CARD_TEXT_MAX_LENGTH, MESSAGE_RATE_LIMIT } from '@kalasetu/shared/limits';
import { excerpt } from '@kalasetu/shared/text';
import type { DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../types/fastify';
import { notify, readMessageNotifications } from '../notifications/notifications.service';
import {
  countUnreadMessages,
  findPerson,
  hasAcceptedWork,
  hasOpenHiringTalk,
  hasWrittenTo,
  insertMessage,
  listConversations,
  listEveryoneBut,
  listThread,
  listWorkPartners,
  markThreadRead,
  type MessageRow,
} from './messages.repository';

/** The name shown for an account that no longer exists, as the specification words it. */
export const UNKNOWN_NAME = 'Unknown';
const THREAD_LIMIT = 500;
const ADMIN_RECIPIENT_LIMIT = 500;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    senderName: row.senderName ?? UNKNOWN_NAME,
    receiverName: row.receiverName ?? UNKNOWN_NAME,
    content: row.content,
    read: row.read,
    createdAt: iso(row.createdAt),
  };
}

type Person = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/**
 * Who may write to whom: an admin to anyone and anyone back to an admin who wrote to them; an enterprise to a
 * creator (and back) only when the creator's application to one of the enterprise's jobs was accepted, or, about an
 * open job, while the creator's application awaits a decision or after the enterprise invited them
 * (docs/product/messaging.md).
 */
export async function mayMessage(db: DbOrTx, sender: Actor, receiver: Person): Promise<boolean> {
  if (receiver.id === sender.userId) return false;
  if (sender.role === 'admin') return true;
  if (receiver.role === 'admin') return hasWrittenTo(db, receiver.id, sender.userId);
  if (sender.role === 'enterprise' && receiver.role === 'creator')
    return hasWorkOrHiringTalk(db, sender.userId, receiver.id);
  if (sender.role === 'creator' && receiver.role === 'enterprise')
    return hasWorkOrHiringTalk(db, receiver.id, sender.userId);
  return false;
}

const hasWorkOrHiringTalk = async (db: DbOrTx, enterpriseId: string, creatorId: string) =>
  (await hasAcceptedWork(db, enterpriseId, creatorId)) || hasOpenHiringTalk(db, enterpriseId, creatorId);

export async function listRecipients(app: FastifyInstance, actor: Actor): Promise<Recipient[]> {
  if (actor.role === 'admin') return listEveryoneBut(app.db, actor.userId, ADMIN_RECIPIENT_LIMIT);
  return listWorkPartners(app.db, actor.userId, actor.role);
}

/**
 * Stores a message as plain text, tells the receiver with a `new_message` notification in their language, and
 * announces both live, all in one transaction.
 */
export async function sendMessage(
  app: FastifyInstance,
  actor: Actor,
  input: SendMessageData,
): Promise<Message> {
  // Counted before anything else, in the database, so a flood is refused on every instance alike (decision 162).
  const { max, windowMs } = MESSAGE_RATE_LIMIT;
  await app.rateLimiter.consume(`message:sender:${actor.userId}`, max, windowMs, 'errors.tooManyMessages');
  return app.db.transaction(async (tx) => {
    const receiver = await findPerson(tx, input.receiverId);
    if (!receiver) throw badRequest('errors.recipientNotFound', { receiverId: 'errors.recipientNotFound' });
    if (!(await mayMessage(tx, actor, receiver))) throw forbidden('errors.messagingNotAllowed');
    const sender = await findPerson(tx, actor.userId);
    const row = await insertMessage(tx, {
      senderId: actor.userId,
      receiverId: receiver.id,
      content: input.content,
    });
    const message = toMessage({ ...row, senderName: sender?.name ?? null, receiverName: receiver.name });
    await notify(app, tx, {
      userId: receiver.id,
      kind: 'new_message',
      params: { name: message.senderName },
      actorId: actor.userId,
      relatedId: actor.userId,
      link: dashboardLink(receiver.role, actor.userId),
    });
    const payload = { messageId: message.id, senderId: actor.userId, receiverId: receiver.id };
    await app.realtime.publish(tx, receiver.id, 'message.created', payload);
    await app.realtime.publish(tx, actor.userId, 'message.created', payload);
    return message;
  });
}

/**
 * A message written as part of another action (an invitation's note), inside that action's transaction: stored and
 * announced to both sides; the action notifies the receiver itself.
 */
export async function sendNoteIn(
  app: FastifyInstance,
  tx: DbOrTx,
  note: { senderId: string; receiverId: string; content: string },
) {
  const row = await insertMessage(tx, note);
  const payload = { messageId: row.id, senderId: note.senderId, receiverId: note.receiverId };
  for (const userId of [note.receiverId, note.senderId])
    await app.realtime.publish(tx, userId, 'message.created', payload);
}

function dashboardLink(role: string, otherId: string): string {
  if (role === 'enterprise') return `/enterprise-dashboard?tab=messages&to=${otherId}`;
  if (role === 'admin') return `/admin?tab=conversations&to=${otherId}`;
  return `/dashboard?tab=messages&to=${otherId}`;
}

export async function getConversations(app: FastifyInstance, actor: Actor): Promise<ConversationsResponse> {
  const [rows, unreadCount] = await Promise.all([
    listConversations(app.db, actor.userId),
    countUnreadMessages(app.db, actor.userId),
  ]);
  return {
    conversations: rows.map((row) => ({
      otherId: row.otherId,
      otherName: row.otherName ?? UNKNOWN_NAME,
      otherRole: row.otherRole,
      // A one-line preview: the list shows the start of the last message, the thread the whole of it.
      lastMessage: excerpt(row.lastMessage, CARD_TEXT_MAX_LENGTH),
      lastAt: iso(row.lastAt),
      unreadCount: Number(row.unreadCount),
    })),
    unreadCount,
  };
}

/**
 * The conversation with one person. Loading it marks read what THEY sent to the viewer — the viewer is always the
 * receiver of what gets marked, so a sender never marks their own message read. The matching `new_message`
 * notifications are marked read with them.
 */
export async function getThread(
  app: FastifyInstance,
  actor: Actor,
  otherId: string,
): Promise<ThreadResponse> {
  return app.db.transaction(async (tx) => {
    const other = await findPerson(tx, otherId);
    const rows = await listThread(tx, actor.userId, otherId, THREAD_LIMIT);
    if (!other && rows.length === 0) throw notFound('errors.recipientNotFound');
    const marked = new Set(await markThreadRead(tx, actor.userId, otherId));
    if (marked.size > 0) await readMessageNotifications(tx, actor.userId, otherId);
    return {
      other: { id: otherId, name: other?.name ?? UNKNOWN_NAME, role: other?.role ?? null },
      messages: rows.map((row) => toMessage(marked.has(row.id) ? { ...row, read: true } : row)),
    };
  });
}

/**
 * The conversation between two people as it stands, for an admin or a party weighing a dispute: nothing is marked
 * read by looking.
 */
export async function conversationBetween(db: DbOrTx, oneId: string, otherId: string) {
  const rows = await listThread(db, oneId, otherId, THREAD_LIMIT);
  return rows.map((row) => ({
    senderName: row.senderName,
    content: row.content,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}
