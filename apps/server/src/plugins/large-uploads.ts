import { Socket } from 'node:net';
import { PORTFOLIO_VIDEO_MAX_BYTES } from '@kalasetu/shared/limits';
import { AppError } from '../lib/errors';

/** How large uploads (portfolio videos, delivery files; buffered whole) share the process (decision 280). */
export interface LargeUploadLimits {
  /** Received at once in this process; each may hold PORTFOLIO_VIDEO_MAX_BYTES of memory. */
  slots: number;
  /** An upload slower than this on average gives its room to a newcomer when every slot is taken. */
  fairBytesPerSecond: number;
  /** How long an upload may run before it can be judged slow (a connection's first seconds are uneven). */
  graceMs: number;
}

export const DEFAULT_LARGE_UPLOADS = { fairBytesPerSecond: 64 * 1024, graceMs: 30_000 } as const;

/** A quarter of the machine's memory in large uploads, between 4 and 64 of them: capacity grows with the machine. */
export function largeUploadSlotsFor(totalMemoryBytes: number): number {
  return Math.max(4, Math.min(64, Math.floor(totalMemoryBytes / 4 / PORTFOLIO_VIDEO_MAX_BYTES)));
}

/** Seconds a refused upload is told to wait. */
const RETRY_AFTER_SECONDS = 5;

interface Held {
  userId: string;
  startedAt: number;
  bytesAtStart: number;
  socket: Socket | null;
}

/**
 * One large upload per account at a time (429) and `slots` in all (503). When every slot is taken, the slowest
 * upload that has run past `graceMs` below `fairBytesPerSecond` is cut (its connection closed) and the newcomer takes
 * its room: a few accounts trickling bytes can no longer lock every other uploader out.
 */
export function largeUploadSlots(limits: LargeUploadLimits, now: () => number = Date.now) {
  const held = new Map<string, Held>();

  const rateOf = (slot: Held, at: number) => {
    const seconds = Math.max((at - slot.startedAt) / 1000, 0.001);
    return ((slot.socket?.bytesRead ?? 0) - slot.bytesAtStart) / seconds;
  };

  /** The slowest upload that has had its grace and still runs below the fair rate, if any. */
  const slowest = () => {
    const at = now();
    let found: Held | null = null;
    for (const slot of held.values()) {
      if (!slot.socket || at - slot.startedAt < limits.graceMs) continue;
      if (rateOf(slot, at) >= limits.fairBytesPerSecond) continue;
      if (!found || rateOf(slot, at) < rateOf(found, at)) found = slot;
    }
    return found;
  };

  return {
    holders: () => [...held.keys()],
    hold(userId: string, socket?: Socket | null): { release: () => void } {
      if (held.has(userId)) {
        throw new AppError(429, 'rate_limited', 'errors.tooManyUploads', undefined, {
          retryAfter: RETRY_AFTER_SECONDS,
        });
      }
      if (held.size >= limits.slots) {
        const cut = slowest();
        if (!cut) {
          throw new AppError(503, 'busy', 'errors.uploadsBusy', undefined, {
            retryAfter: RETRY_AFTER_SECONDS,
          });
        }
        held.delete(cut.userId);
        cut.socket?.destroy();
      }
      const slot: Held = {
        userId,
        startedAt: now(),
        bytesAtStart: socket?.bytesRead ?? 0,
        // Requests made with inject() have no connection to measure or cut.
        socket: socket instanceof Socket ? socket : null,
      };
      held.set(userId, slot);
      return {
        release() {
          if (held.get(userId) === slot) held.delete(userId);
        },
      };
    },
  };
}
