import type { RealtimeEventType } from '@kalasetu/shared/realtime';

/**
 * The query-key prefixes each live event refreshes. Features build their keys from these prefixes so one
 * invalidation reaches every view of the data (dashboards, bell, job pages). Kept apart from realtime.ts so the
 * first page gets the keys without the event parser and zod, which load once someone signs in.
 */
export const REALTIME_KEYS = {
  notifications: ['notifications'],
  messages: ['messages'],
  applications: ['applications'],
  jobs: ['jobs'],
  agreements: ['agreements'],
} as const;

export const INVALIDATES: Record<RealtimeEventType, ReadonlyArray<readonly string[]>> = {
  'notification.created': [REALTIME_KEYS.notifications],
  'message.created': [REALTIME_KEYS.messages],
  'application.updated': [REALTIME_KEYS.applications, REALTIME_KEYS.jobs],
  'job.updated': [REALTIME_KEYS.jobs, REALTIME_KEYS.applications],
  'agreement.updated': [REALTIME_KEYS.agreements, REALTIME_KEYS.jobs],
};
