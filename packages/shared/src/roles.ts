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

export const PORTFOLIO_ITEM_TYPES = ['image', 'video', 'link'] as const;
export const portfolioItemTypeSchema = z.enum(PORTFOLIO_ITEM_TYPES);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
