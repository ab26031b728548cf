/** The address of the server the current journey file talks to, set by support/server.ts before its tests. */
let current: string | undefined;

export function setBaseUrl(url: string) {
  current = url;
}

export function baseUrl(): string {
  if (!current) throw new Error('no server yet: baseUrl() is for tests and hooks, after support/server.ts');
  return current;
}
