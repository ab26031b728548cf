import { REALTIME_READY_EVENT, type RealtimeEvent } from '@kalasetu/shared/realtime';

/** A minimal EventSource for tests: collects `data:` events from /api/realtime over a real HTTP connection. */
export async function openEventStream(
  baseUrl: string,
  cookie: string,
  lastEventId?: number,
  headers: Record<string, string> = {},
) {
  const controller = new AbortController();
  const url = `${baseUrl}/api/realtime${lastEventId !== undefined ? `?lastEventId=${lastEventId}` : ''}`;
  const response = await fetch(url, {
    headers: { ...headers, cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: RealtimeEvent[] = [];
  /** The id the server says this stream starts after (its `ready` frame); null until it arrives. */
  const stream = { startsAfter: null as number | null };
  const waiters: Array<() => void> = [];
  let markEnded = () => {};
  /** Settles when the server ends the stream (or the test closes it). */
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  if (!response.ok || !response.body) markEnded();
  else {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            const data = lines
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            if (lines.includes(`event: ${REALTIME_READY_EVENT}`)) stream.startsAfter = Number(data);
            else if (data) {
              events.push(JSON.parse(data) as RealtimeEvent);
              waiters.splice(0).forEach((wake) => wake());
            }
          }
        }
      } catch {
        // aborted
      }
      markEnded();
    })();
  }
  return {
    /** The id of the `ready` frame: where the server starts this stream (null until it arrives). */
    get startsAfter() {
      return stream.startsAfter;
    },
    status: response.status,
    ended,
    headers: response.headers,
    events,
    /** Resolves with the first event matching `predicate`, or rejects after `timeoutMs`. */
    async next(predicate: (event: RealtimeEvent) => boolean, timeoutMs = 5000): Promise<RealtimeEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        const remaining = deadline - Date.now();
        if (remaining <= 0)
          throw new Error(`no matching event within ${timeoutMs} ms (got ${JSON.stringify(events)})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(remaining, 200));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}
