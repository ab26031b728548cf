import { z } from 'zod';
import { notificationKindSchema, notificationTypeSchema } from './roles';

export const NOTIFICATION_FILTERS = ['all', 'unread', 'application_status', 'new_message'] as const;
export const notificationFilterSchema = z.enum(NOTIFICATION_FILTERS);
export type NotificationFilter = z.infer<typeof notificationFilterSchema>;

export const notificationsQuerySchema = z.object({
  filter: notificationFilterSchema.default('all'),
});

/**
 * The values a notification's text is built from, captured when it happened (a job's title, a person's name),
 * never translated text: skills and the category are stored as their values and labelled in the reader's language.
 * Which fields a kind uses is listed with its text (web: features/notifications/utils/notification-text.ts).
 */
export const notificationParamsSchema = z.object({
  title: z.string().optional(),
  /** The other person: the sender, the applicant, the assigned creator, the inviting enterprise. */
  name: z.string().optional(),
  enterpriseName: z.string().optional(),
  category: z.string().nullable().optional(),
  skills: z.array(z.string()).optional(),
  reason: z.string().optional(),
  /** Agreements and payments: the amount in paise and the milestone's title. */
  amountPaise: z.number().int().optional(),
  milestone: z.string().optional(),
  /** How many files came with a delivery (decision 256). */
  files: z.number().int().optional(),
  /** Only `legacy`: the text as it was stored. */
  text: z.string().optional(),
});
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  /** The spec's coarse type (filters); `kind` says exactly what happened. */
  type: notificationTypeSchema,
  kind: notificationKindSchema,
  params: notificationParamsSchema,
  /** The records it is about, where they still exist. */
  jobId: z.number().int().nullable(),
  applicationId: z.number().int().nullable(),
  /** The other person it is about (sender, applicant, assigned creator, inviting enterprise). */
  actorId: z.string().nullable(),
  relatedId: z.string().nullable(),
  /** Where the reader takes the next step. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const unreadCountResponseSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;
