/**
 * Whether an error is a piece of the app's code that could not be fetched: the network dropped, or a new release
 * replaced the file. Chromium, Firefox and Safari word it differently; Vite's preloading adds its own for style sheets.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/**
 * Loads code the page runs in the background (live updates) and hands it to `use`. When it cannot be fetched (the
 * reader is offline), it tries again each time the browser says it is back online. The returned function stops trying.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, use: (module: T) => void): () => void {
  let stopped = false;
  const attempt = () => {
    load().then(
      (module) => {
        if (!stopped) use(module);
      },
      () => {
        if (!stopped) window.addEventListener('online', attempt, { once: true });
      },
    );
  };
  attempt();
  return () => {
    stopped = true;
    window.removeEventListener('online', attempt);
  };
}
