import { REALTIME_BACKOFF_MS } from '@kalasetu/shared/limits';
import { REALTIME_READY_EVENT, realtimeEventSchema, type RealtimeEvent } from '@kalasetu/shared/realtime';

/** Wait before reconnect attempt `attempt` (0-based): 1, 2, 5, 10 s, then 10 s. */
export function backoffDelay(attempt: number): number {
  return REALTIME_BACKOFF_MS[Math.min(attempt, REALTIME_BACKOFF_MS.length - 1)]!;
}

export function realtimeUrl(lastEventId: number | null): string {
  return lastEventId === null ? '/api/realtime' : `/api/realtime?lastEventId=${lastEventId}`;
}

export function parseRealtimeEvent(data: string): RealtimeEvent | null {
  try {
    const parsed = realtimeEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface ConnectOptions {
  onEvent(event: RealtimeEvent): void;
  /**
   * A connection opened again after a drop. The server replays what was missed within its hour of events (decision
   * 050); a longer absence is covered by refetching what the page shows.
   */
  onReconnect?(): void;
  /** Tests inject a fake; the browser's EventSource otherwise. */
  createSource?: (url: string) => EventSource;
  schedule?: (fn: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

/**
 * One EventSource for the signed-in browser. On an error it closes the source itself (the browser's own retry
 * cannot send our lastEventId) and reconnects with back-off, asking for what it missed. Returns a stop function.
 */
export function connectRealtime({
  onEvent,
  onReconnect,
  createSource = (url) => new EventSource(url, { withCredentials: true }),
  schedule = (fn, ms) => setTimeout(fn, ms),
  cancel = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: ConnectOptions): () => void {
  let lastEventId: number | null = null;
  let attempt = 0;
  let source: EventSource | null = null;
  let timer: unknown = null;
  let stopped = false;
  let opened = false;

  const open = () => {
    if (stopped) return;
    const current = createSource(realtimeUrl(lastEventId));
    source = current;
    current.onopen = () => {
      attempt = 0;
      if (opened) onReconnect?.();
      opened = true;
    };
    // Where the stream starts: kept only while nothing has been seen, so that a drop before the first event still
    // reconnects with an id and is sent what it missed.
    current.addEventListener(REALTIME_READY_EVENT, (message: MessageEvent<string>) => {
      const startsAfter = Number(message.data);
      if (lastEventId === null && Number.isInteger(startsAfter) && startsAfter >= 0)
        lastEventId = startsAfter;
    });
    current.onmessage = (message: MessageEvent<string>) => {
      const event = parseRealtimeEvent(message.data);
      if (!event) return;
      if (lastEventId !== null && event.id <= lastEventId) return;
      lastEventId = event.id;
      onEvent(event);
    };
    current.onerror = () => {
      current.close();
      if (source !== current || stopped) return;
      source = null;
      timer = schedule(() => {
        timer = null;
        open();
      }, backoffDelay(attempt++));
    };
  };
  open();

  return () => {
    stopped = true;
    if (timer !== null) cancel(timer);
    source?.close();
    source = null;
  };
}
