import type { ServerResponse } from 'node:http';
import { AppError } from '../lib/errors';

export interface Connection {
  userId: string;
  /** The session that opened the stream: when it ends (sign-out, revocation, deletion) the stream ends too. */
  sessionId: string;
  address: string;
  res: ServerResponse;
  lastId: number;
}

/** Seconds a refused stream is told to wait: the browser's own back-off retries sooner anyway. */
const RETRY_AFTER_SECONDS = 10;

/**
 * The live streams of one instance, by user, by address and by session (decision 161). A slot is
 * reserved synchronously before the handler awaits anything, so a burst of parallel opens cannot overshoot the cap.
 */
export class StreamRegistry {
  readonly byUser = new Map<string, Set<Connection>>();
  private readonly perAddress = new Map<string, number>();
  private readonly reservedPerUser = new Map<string, number>();

  constructor(private readonly caps: { perUser: number; perAddress: number }) {}

  /** Holds a place for one more stream, or refuses with 429; `release` gives it back if the stream never opens. */
  reserve(userId: string, address: string): { release: () => void } {
    const users = this.reservedPerUser.get(userId) ?? 0;
    const addresses = this.perAddress.get(address) ?? 0;
    if (users >= this.caps.perUser || addresses >= this.caps.perAddress) {
      throw new AppError(429, 'rate_limited', 'errors.tooManyStreams', undefined, {
        retryAfter: RETRY_AFTER_SECONDS,
      });
    }
    this.reservedPerUser.set(userId, users + 1);
    this.perAddress.set(address, addresses + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        decrement(this.reservedPerUser, userId);
        decrement(this.perAddress, address);
      },
    };
  }

  add(connection: Connection) {
    const set = this.byUser.get(connection.userId) ?? new Set<Connection>();
    set.add(connection);
    this.byUser.set(connection.userId, set);
  }

  remove(connection: Connection) {
    const set = this.byUser.get(connection.userId);
    set?.delete(connection);
    if (set?.size === 0) this.byUser.delete(connection.userId);
  }

  /** Ends every stream opened with `sessionId` (the socket's close then frees its slot). */
  endSession(userId: string, sessionId: string) {
    for (const connection of this.byUser.get(userId) ?? []) {
      if (connection.sessionId === sessionId) connection.res.end();
    }
  }

  count() {
    return [...this.byUser.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

function decrement(map: Map<string, number>, key: string) {
  const next = (map.get(key) ?? 1) - 1;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
}
