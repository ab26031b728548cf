import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  ContactMessageList,
  ContactMessageStatus,
  StoredContactMessage,
  SupportContact,
  contactMessageSchema,
} from '@kalasetu/shared/contact';
import { CONTACT_RATE_LIMIT, DB_INTEGER_MAX, PAGE_SIZE_DEFAULT } from '@kalasetu/shared/limits';
import { notFound } from '../../lib/errors';
import {
  contactMessagesPage,
  countContactMessages,
  insertContactMessage,
  setContactMessageRead,
  type ContactMessageRow,
} from './contact.repository';
import { addressBudgetKey } from '../../lib/address-budget';

export const CONTACT_PAGE_SIZE = PAGE_SIZE_DEFAULT;

/** The phone and WhatsApp numbers the operator configured (SUPPORT_PHONE, SUPPORT_WHATSAPP); each null when unset. */
export function supportContact(app: FastifyInstance): SupportContact {
  return app.config.support;
}

const toStored = (row: ContactMessageRow): StoredContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Anyone, signed in or not, may write to the team. Messages are stored as typed (React escapes them when an
 * admin reads them); the limit counts per sender address and per network address, so one person cannot fill
 * the inbox by varying either.
 */
export async function sendContactMessage(
  app: FastifyInstance,
  ip: string,
  input: z.output<typeof contactMessageSchema>,
): Promise<{ id: number }> {
  const { max, windowMs } = CONTACT_RATE_LIMIT;
  await app.rateLimiter.consume(`contact:ip:${addressBudgetKey(ip)}`, max, windowMs);
  await app.rateLimiter.consume(`contact:email:${input.email}`, max, windowMs);
  const row = await insertContactMessage(app.db, input);
  return { id: row.id };
}

const readOf = (status: ContactMessageStatus): boolean | null =>
  status === 'all' ? null : status === 'read';

export async function listContactMessages(
  app: FastifyInstance,
  query: { status: ContactMessageStatus; page: number },
): Promise<ContactMessageList> {
  const read = readOf(query.status);
  const [rows, total, unread] = await Promise.all([
    contactMessagesPage(app.db, {
      read,
      limit: CONTACT_PAGE_SIZE,
      offset: (query.page - 1) * CONTACT_PAGE_SIZE,
    }),
    countContactMessages(app.db, read),
    countContactMessages(app.db, false),
  ]);
  return { items: rows.map(toStored), total, unread, page: query.page, pageSize: CONTACT_PAGE_SIZE };
}

export async function markContactMessage(
  app: FastifyInstance,
  id: number,
  read: boolean,
): Promise<StoredContactMessage> {
  // A larger id cannot exist, and would be a database error rather than a 404.
  if (id > DB_INTEGER_MAX) throw notFound();
  const row = await setContactMessageRead(app.db, id, read);
  if (!row) throw notFound();
  return toStored(row);
}
