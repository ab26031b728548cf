import { z } from 'zod';

/** What changed for the user; the browser refreshes the matching data and may raise a toast. */
export const REALTIME_EVENT_TYPES = [
  'notification.created',
  'message.created',
  'application.updated',
  'job.updated',
  /** An agreement, its delivery or its payments changed: both parties and the page refresh it. */
  'agreement.updated',
] as const;
export const realtimeEventTypeSchema = z.enum(REALTIME_EVENT_TYPES);
export type RealtimeEventType = z.infer<typeof realtimeEventTypeSchema>;

export const realtimeEventSchema = z.object({
  id: z.number().int(),
  type: realtimeEventTypeSchema,
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

export const realtimeQuerySchema = z.object({
  /** The last event id the browser saw; events after it are replayed (EventSource cannot send headers on our own reconnects). */
  lastEventId: z.coerce.number().int().min(0).optional(),
});

/**
 * The first frame of every stream: `event: ready` with the id the stream starts after as its data. The browser keeps
 * it as its last seen id, so a reconnect before any event still asks for what it missed.
 */
export const REALTIME_READY_EVENT = 'ready';
