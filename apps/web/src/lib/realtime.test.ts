import { describe, expect, it } from 'vitest';
import { backoffDelay, connectRealtime, parseRealtimeEvent } from './realtime';

class FakeSource {
  listeners = new Map<string, (m: MessageEvent<string>) => void>();
  onopen: (() => void) | null = null;
  onmessage: ((m: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(public url: string) {}
  close() {
    this.closed = true;
  }
  addEventListener(type: string, listener: (m: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  ready(startsAfter: string) {
    this.listeners.get('ready')?.({ data: startsAfter } as MessageEvent<string>);
  }
  emit(id: number, type = 'notification.created') {
    this.onmessage?.({
      data: JSON.stringify({ id, type, payload: {}, createdAt: 'x' }),
    } as MessageEvent<string>);
  }
}

describe('realtime client', () => {
  it('backs off 1, 2, 5, 10 s, then stays at 10 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(backoffDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });

  it('ignores malformed data', () => {
    expect(parseRealtimeEvent('nope')).toBeNull();
    expect(parseRealtimeEvent('{"id":1,"type":"other","payload":{},"createdAt":"x"}')).toBeNull();
  });

  it('reconnects with the id its stream started after when the connection drops before any event', () => {
    const sources: FakeSource[] = [];
    const pending: Array<() => void> = [];
    const seen: number[] = [];
    connectRealtime({
      onEvent: (event) => seen.push(event.id),
      createSource: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source as unknown as EventSource;
      },
      schedule: (fn) => pending.push(fn),
      cancel: () => {},
    });
    sources[0]!.ready('41');
    sources[0]!.onerror?.();
    pending.shift()!();
    expect(sources[1]!.url).toBe('/api/realtime?lastEventId=41');
    // A later stream's ready frame does not move the id back; a malformed one is ignored.
    sources[1]!.emit(45);
    sources[1]!.ready('41');
    sources[1]!.ready('x');
    sources[1]!.onerror?.();
    pending.shift()!();
    expect(sources[2]!.url).toBe('/api/realtime?lastEventId=45');
    expect(seen).toEqual([45]);
  });

  it('tells the page when a connection opens again after a drop, not when it first opens', () => {
    const sources: FakeSource[] = [];
    const pending: Array<() => void> = [];
    let reconnects = 0;
    connectRealtime({
      onEvent: () => {},
      onReconnect: () => reconnects++,
      createSource: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source as unknown as EventSource;
      },
      schedule: (fn) => pending.push(fn),
      cancel: () => {},
    });
    sources[0]!.onopen?.();
    expect(reconnects).toBe(0);
    sources[0]!.onerror?.();
    pending.shift()!();
    sources[1]!.onopen?.();
    expect(reconnects).toBe(1);
  });

  it('reconnects after an error with the last seen id, waiting longer each time, and resets after opening', () => {
    const sources: FakeSource[] = [];
    const waits: number[] = [];
    const pending: Array<() => void> = [];
    const seen: number[] = [];
    const stop = connectRealtime({
      onEvent: (event) => seen.push(event.id),
      createSource: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source as unknown as EventSource;
      },
      schedule: (fn, ms) => {
        waits.push(ms);
        pending.push(fn);
        return pending.length;
      },
      cancel: () => {},
    });
    expect(sources[0]!.url).toBe('/api/realtime');
    sources[0]!.emit(7);
    sources[0]!.emit(7);
    sources[0]!.onerror?.();
    expect(sources[0]!.closed).toBe(true);
    pending.shift()!();
    expect(sources[1]!.url).toBe('/api/realtime?lastEventId=7');
    sources[1]!.onerror?.();
    pending.shift()!();
    sources[2]!.onerror?.();
    expect(waits).toEqual([1000, 2000, 5000]);
    pending.shift()!();
    sources[3]!.onopen?.();
    sources[3]!.emit(9);
    sources[3]!.onerror?.();
    expect(waits.at(-1)).toBe(1000);
    expect(seen).toEqual([7, 9]);
    stop();
    expect(sources[3]!.closed).toBe(true);
  });
});
