import { REALTIME_READY_EVENT, type RealtimeEvent } from '@kalasetu/shared/realtime';
import { signalList } from './signal';

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
  const received = signalList<RealtimeEvent>();
  const events = received.items;
  /** The id the server says this stream starts after (its `ready` frame); null until it arrives. */
  const stream = { startsAfter: null as number | null };
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
            else if (data) received.push(JSON.parse(data) as RealtimeEvent);
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
    /** Resolves with the first event matching `predicate`, received already or the moment it arrives. */
    next: (predicate: (event: RealtimeEvent) => boolean, timeoutMs = 5000) =>
      received.next(predicate, timeoutMs, 'matching event'),
    close: () => controller.abort(),
  };
}
