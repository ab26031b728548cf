/**
 * The marketplace counts on the home page (creators, enterprises, jobs, showcase) cost four counts over whole
 * tables: about 90 ms of database time with 100 000 jobs, on every visit to the most visited page. They are shown
 * as "right now" figures, so a minute's delay is invisible; each server process reuses them for COUNTS_TTL_MS.
 */
export const COUNTS_TTL_MS = 60_000;

export function cachedFor<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  let cached: { at: number; value: Promise<T> } | null = null;
  return (): Promise<T> => {
    if (!cached || now() - cached.at >= ttlMs) {
      const value = load();
      cached = { at: now(), value };
      // A failed load is not kept: the next visitor tries again.
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
}
