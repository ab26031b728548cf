import { z } from 'zod';
import { STATES, districtsOf } from './options';
import { NOTICE_TOPICS } from './notices';

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

/** A creator's job-alert choices (which notices reach a person where: notices.ts). */
export const mailSettingsSchema = z.object({
  jobAlerts: jobAlertSettingsSchema,
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const mailSettingsResponseSchema = z.object({ settings: mailSettingsSchema });
export type MailSettingsResponse = z.infer<typeof mailSettingsResponseSchema>;

/** The unsubscribe link's token: signed, bound to one person and one kind of mail. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(300) });

/**
 * What an unsubscribe link stops: e-mail of one notice topic, or the job-alert digest (which turns job alerts off).
 * Links mailed before topics existed name `assigned` or `recommendation`; both now stop `hire`.
 */
export const UNSUBSCRIBE_KINDS = [...NOTICE_TOPICS, 'job_digest'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];
export const LEGACY_UNSUBSCRIBE_KINDS: Record<string, UnsubscribeKind> = {
  assigned: 'hire',
  recommendation: 'hire',
};
