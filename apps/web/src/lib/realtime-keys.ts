import type { RealtimeEventType } from '@kalasetu/shared/realtime';
import type { NotificationKind } from '@kalasetu/shared/roles';

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
  /** The back office's lists, counts and the recommendation queue. */
  admin: ['admin'],
} as const;

export const INVALIDATES: Record<RealtimeEventType, ReadonlyArray<readonly string[]>> = {
  'notification.created': [REALTIME_KEYS.notifications],
  'message.created': [REALTIME_KEYS.messages],
  'application.updated': [REALTIME_KEYS.applications, REALTIME_KEYS.jobs],
  'job.updated': [REALTIME_KEYS.jobs, REALTIME_KEYS.applications],
  'agreement.updated': [REALTIME_KEYS.agreements, REALTIME_KEYS.jobs],
};

/**
 * What a live notice refreshes besides the notifications: an admin hears of a recommendation only through its notice
 * (no application event reaches every admin), so the queue, its badge and the jobs table refresh on it.
 */
export const NOTICE_INVALIDATES: Partial<Record<NotificationKind, ReadonlyArray<readonly string[]>>> = {
  recommendation_received: [REALTIME_KEYS.admin],
};
