import { z } from 'zod';
import { STATES, districtsOf } from './options';
import type { NotificationKind } from './roles';

/** The e-mails a person can switch off, one switch each (decision 210). Every one is on until switched off. */
export const MAIL_KINDS = ['assigned', 'recommendation', 'invitation', 'unread_message'] as const;
export const mailKindSchema = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof mailKindSchema>;

/** Where a job must be for a creator's job alert: the creator's district, their state, or anywhere. */
export const ALERT_AREAS = ['anywhere', 'state', 'district'] as const;
/** How a job alert reaches the creator: in the app at once, in one e-mail a day, or not at all. */
export const ALERT_DELIVERIES = ['in_app', 'digest', 'off'] as const;
/** The daily caps offered; null is no cap. */
export const ALERT_DAILY_LIMITS = [3, 10] as const;

export const jobAlertSettingsSchema = z
  .object({
    area: z.enum(ALERT_AREAS),
    state: z.enum(STATES as [string, ...string[]], { error: 'validation.stateSelect' }).nullable(),
    district: z.string().max(100).nullable(),
    dailyLimit: z.union([z.literal(3), z.literal(10)]).nullable(),
    delivery: z.enum(ALERT_DELIVERIES),
  })
  .refine((value) => value.area === 'anywhere' || value.state !== null, {
    error: 'validation.stateSelect',
    path: ['state'],
  })
  .refine(
    (value) =>
      value.area !== 'district' ||
      (value.state !== null && value.district !== null && districtsOf(value.state).includes(value.district)),
    { error: 'validation.districtSelect', path: ['district'] },
  )
  .refine(
    (value) =>
      value.district === null || (value.state !== null && districtsOf(value.state).includes(value.district)),
    {
      error: 'validation.districtSelect',
      path: ['district'],
    },
  );
export type JobAlertSettings = z.infer<typeof jobAlertSettingsSchema>;

export const mailSwitchesSchema = z.object({
  assigned: z.boolean(),
  recommendation: z.boolean(),
  invitation: z.boolean(),
  unread_message: z.boolean(),
});
export type MailSwitches = z.infer<typeof mailSwitchesSchema>;

export const mailSettingsSchema = z.object({
  mail: mailSwitchesSchema,
  jobAlerts: jobAlertSettingsSchema,
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const mailSettingsResponseSchema = z.object({ settings: mailSettingsSchema });
export type MailSettingsResponse = z.infer<typeof mailSettingsResponseSchema>;

/** The unsubscribe link's token: signed, bound to one person and one kind of mail. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(300) });

/** The notifications that are also mailed, and the switch that stops each. */
export const MAILED_NOTIFICATION_KINDS = [
  'assigned',
  'recommendation_accepted',
  'recommendation_declined',
  'invitation_received',
] as const satisfies readonly NotificationKind[];
export type MailedNotificationKind = (typeof MAILED_NOTIFICATION_KINDS)[number];
export const MAIL_KIND_OF: Record<MailedNotificationKind, MailKind> = {
  assigned: 'assigned',
  recommendation_accepted: 'recommendation',
  recommendation_declined: 'recommendation',
  invitation_received: 'invitation',
};

/** What an unsubscribe link stops: one mail kind, or the job-alert digest (which turns job alerts off). */
export const UNSUBSCRIBE_KINDS = [...MAIL_KINDS, 'job_digest'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];
