/**
 * Values kept per key for a few seconds in this process, at most `maxEntries` of them (the oldest goes first). The
 * promise is kept, so concurrent requests for one key share one load; a failed load is not kept.
 */
export function keyedCache<T>(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const entry = entries.get(key);
    if (entry && now() - entry.at < ttlMs) return entry.value;
    if (entry) entries.delete(key);
    while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const value = load();
    entries.set(key, { at: now(), value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
