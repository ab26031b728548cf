import { z } from 'zod';

export const ROLES = ['creator', 'enterprise', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
/** Roles a visitor may choose for itself at sign-up. */
export const SELF_SERVICE_ROLES = ['creator', 'enterprise'] as const;
export const selfServiceRoleSchema = z.enum(SELF_SERVICE_ROLES, { error: 'validation.roleInvalid' });
export type SelfServiceRole = z.infer<typeof selfServiceRoleSchema>;

export const JOB_STATUSES = [
  'open',
  'assigned',
  'work-started',
  'first-draft',
  'second-draft',
  'completed',
  'cancelled',
] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const APPLICATION_STATUSES = ['pending', 'recommended', 'accepted', 'rejected'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const NOTIFICATION_TYPES = ['application_status', 'new_job', 'new_message', 'other'] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/**
 * What happened, finely: the reader's text is rendered from the kind and its parameters at read time
 * (decision 180). `legacy` is a notification stored as text before that; its text shows as it was written.
 */
export const NOTIFICATION_KINDS = [
  'new_job',
  'new_message',
  'application_received',
  'application_recommended',
  'application_rejected',
  'application_not_chosen',
  'assigned',
  'recommendation_received',
  'recommendation_accepted',
  'recommendation_declined',
  'creator_assigned',
  'invitation_received',
  'invitation_withdrawn',
  'recommendation_not_approved',
  'agreement_proposed',
  'agreement_changed',
  'agreement_change_requested',
  'agreement_accepted',
  'work_delivered',
  'delivery_changes_requested',
  'delivery_approved',
  'payment_recorded',
  'payment_confirmed',
  'payment_disputed',
  'dispute_opened',
  'dispute_resolved',
  'payment_paid_online',
  'dispute_paid_in_full',
  'dispute_part_paid',
  'dispute_voided',
  'verification_approved',
  'verification_refused',
  'review_requested',
  'review_received',
  'legacy',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** The spec's coarse type of each kind, which the filters (all, unread, applications, messages) use. */
export const NOTIFICATION_KIND_TYPE: Record<NotificationKind, NotificationType> = {
  new_job: 'new_job',
  new_message: 'new_message',
  application_received: 'application_status',
  application_recommended: 'application_status',
  application_rejected: 'application_status',
  application_not_chosen: 'application_status',
  assigned: 'application_status',
  recommendation_received: 'application_status',
  recommendation_accepted: 'application_status',
  recommendation_declined: 'application_status',
  creator_assigned: 'application_status',
  invitation_received: 'application_status',
  invitation_withdrawn: 'application_status',
  recommendation_not_approved: 'application_status',
  agreement_proposed: 'other',
  agreement_changed: 'other',
  agreement_change_requested: 'other',
  agreement_accepted: 'other',
  work_delivered: 'other',
  delivery_changes_requested: 'other',
  delivery_approved: 'other',
  payment_recorded: 'other',
  payment_confirmed: 'other',
  payment_disputed: 'other',
  dispute_opened: 'other',
  dispute_resolved: 'other',
  payment_paid_online: 'other',
  dispute_paid_in_full: 'other',
  dispute_part_paid: 'other',
  dispute_voided: 'other',
  verification_approved: 'other',
  verification_refused: 'other',
  review_requested: 'other',
  review_received: 'other',
  legacy: 'other',
};

export const PORTFOLIO_ITEM_TYPES = ['image', 'video', 'link'] as const;
export const portfolioItemTypeSchema = z.enum(PORTFOLIO_ITEM_TYPES);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
