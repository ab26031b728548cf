import { z } from 'zod';
import { CONTACT_MESSAGE_MIN_LENGTH, LONG_TEXT_MAX_LENGTH } from './limits';
import { emailField, singleLineText } from './fields';

export const contactMessageSchema = z.object({
  name: singleLineText(120, 'validation.nameRequired'),
  email: emailField('validation.emailRequired'),
  subject: singleLineText(200, 'validation.subjectRequired'),
  message: z
    .string({ error: 'validation.messageRequired' })
    .trim()
    .min(1, { error: 'validation.messageRequired' })
    .min(CONTACT_MESSAGE_MIN_LENGTH, { error: 'validation.messageMin' })
    .max(LONG_TEXT_MAX_LENGTH, { error: 'validation.tooLong' }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** The contact page's reply: the browser shows its own translated thanks. */
export const contactSentResponseSchema = z.object({ ok: z.literal(true), id: z.number().int() });
export type ContactSentResponse = z.infer<typeof contactSentResponseSchema>;

export const CONTACT_MESSAGE_STATUSES = ['all', 'unread', 'read'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** `GET /api/admin/contact-messages?status=unread&page=2`: unread first, then newest first. */
export const contactMessagesQuerySchema = z.object({
  status: z.enum(CONTACT_MESSAGE_STATUSES, { error: 'validation.invalid' }).default('all'),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(10_000).default(1),
});
export type ContactMessagesQuery = z.input<typeof contactMessagesQuerySchema>;

export const storedContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type StoredContactMessage = z.infer<typeof storedContactMessageSchema>;

export const contactMessageListSchema = z.object({
  items: z.array(storedContactMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

export const contactMessageUpdateSchema = z.object({
  read: z.boolean({ error: 'validation.invalid' }),
});
export type ContactMessageUpdate = z.infer<typeof contactMessageUpdateSchema>;

/** One way to reach the team by phone: as the operator wrote it, and its digits with the country code (for tel: and wa.me). */
export const supportNumberSchema = z.object({ display: z.string(), digits: z.string().regex(/^\d{8,15}$/) });
export type SupportNumber = z.infer<typeof supportNumberSchema>;

/** `GET /api/contact/details`: the phone and WhatsApp numbers the operator configured; null when unset (hidden). */
export const supportContactSchema = z.object({
  phone: supportNumberSchema.nullable(),
  whatsapp: supportNumberSchema.nullable(),
});
export type SupportContact = z.infer<typeof supportContactSchema>;

/**
 * An operator's number ("+91 98765 43210", "919876543210") as display text and digits, or null when it is not a
 * plausible international number (8–15 digits, ITU E.164). Ten digits alone are taken as an Indian number.
 */
export function parseSupportNumber(raw: string | undefined): SupportNumber | null {
  const display = raw?.trim() ?? '';
  if (!display || !/^\+?[\d\s().-]+$/.test(display)) return null;
  let digits = display.replace(/\D/g, '');
  if (digits.length === 10 && !display.startsWith('+')) digits = `91${digits}`;
  return /^\d{8,15}$/.test(digits) ? { display, digits } : null;
}
