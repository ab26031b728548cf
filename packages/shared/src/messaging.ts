import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './limits';
import { roleSchema } from './roles';

/** Send a message: a recipient and trimmed, non-empty plain text. The server decides whether the pair may talk. */
export const sendMessageSchema = z.object({
  receiverId: z.uuid({ error: 'validation.recipientRequired' }),
  content: z
    .string({ error: 'validation.messageEnter' })
    .trim()
    .min(1, { error: 'validation.messageEnter' })
    .max(MESSAGE_MAX_LENGTH, { error: 'validation.tooLong' }),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type SendMessageData = z.output<typeof sendMessageSchema>;

/** A message with both display names supplied by the server ('Unknown' when an account is gone). */
export const messageSchema = z.object({
  id: z.number().int(),
  senderId: z.string().nullable(),
  receiverId: z.string().nullable(),
  senderName: z.string(),
  receiverName: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageResponseSchema = z.object({ message: messageSchema });

/** One conversation: the other person, the latest message and how many of theirs are unread. */
export const conversationSchema = z.object({
  otherId: z.string(),
  otherName: z.string(),
  otherRole: roleSchema.nullable(),
  /** The start of the last message on one line (CARD_TEXT_MAX_LENGTH characters at most, "…" when cut). */
  lastMessage: z.string(),
  lastAt: z.string(),
  unreadCount: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationsResponseSchema = z.object({
  conversations: z.array(conversationSchema),
  unreadCount: z.number().int(),
});
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;

export const threadResponseSchema = z.object({
  other: z.object({ id: z.string(), name: z.string(), role: roleSchema.nullable() }),
  messages: z.array(messageSchema),
});
export type ThreadResponse = z.infer<typeof threadResponseSchema>;

/** Who the signed-in user may start a conversation with. */
export const recipientSchema = z.object({ id: z.string(), name: z.string(), role: roleSchema });
export type Recipient = z.infer<typeof recipientSchema>;
export const recipientsResponseSchema = z.object({ recipients: z.array(recipientSchema) });
export type RecipientsResponse = z.infer<typeof recipientsResponseSchema>;
