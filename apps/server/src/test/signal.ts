/**
 * The one bounded wait of the API tests: a list that wakes its waiters on every push. `next` resolves with the
 * first item matching `predicate` — already there or the moment it arrives; `timeoutMs` only turns a missing item
 * into a failure, it never paces the test.
 */
export function signalList<T>() {
  const items: T[] = [];
  const waiters = new Set<() => void>();
  return {
    items,
    push(item: T) {
      items.push(item);
      for (const wake of [...waiters]) wake();
    },
    async next(predicate: (item: T) => boolean, timeoutMs: number, what: string): Promise<T> {
      const found = items.find(predicate);
      if (found !== undefined) return found;
      return new Promise<T>((resolve, reject) => {
        const stop = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        const check = () => {
          const match = items.find(predicate);
          if (match === undefined) return;
          stop();
          resolve(match);
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no ${what} within ${timeoutMs} ms (got ${JSON.stringify(items)})`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
  };
}
