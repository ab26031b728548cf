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
