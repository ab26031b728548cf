import { readFileSync } from 'node:fs';
import { DEFAULT_SERVER_LIMITS } from './server-limits';

/**
 * How many connections an instance accepts and how many of them may be live streams, from the number of files the
 * process may open (decision 312). Every connection is an open file; the rest of the process needs some too.
 */

/** Files kept for what is not a client connection: database connections, PGlite's files, uploads, logs. */
export const FILES_KEPT_FOR_THE_PROCESS = 256;
/** Connections kept for pages and API calls when live streams hold all the others (a tenth, at most this). */
const CONNECTIONS_KEPT_FOR_REQUESTS = 256;

/**
 * The process's limit on open files. Node raises its soft limit to the hard limit when it starts, so this is as high
 * as the system allows the process; `LimitNOFILE` (systemd) or `ulimit -n` (a shell, as root for the hard limit)
 * raise it. Read from /proc on Linux; null where that cannot be read.
 */
export function openFileLimit(readLimits = () => readFileSync('/proc/self/limits', 'utf8')): number | null {
  let limits: string;
  try {
    limits = readLimits();
  } catch {
    return null;
  }
  const soft = limits
    .split('\n')
    .find((line) => line.startsWith('Max open files'))
    ?.split(/\s{2,}/)[1];
  if (soft === 'unlimited') return Number.MAX_SAFE_INTEGER;
  return soft && /^\d+$/.test(soft) ? Number(soft) : null;
}

/** Connections the server accepts: all the files the process may open but those it keeps for itself. */
export function maxConnectionsFor(fileLimit: number | null): number {
  if (fileLimit === null) return DEFAULT_SERVER_LIMITS.maxConnections;
  return Math.max(64, fileLimit - FILES_KEPT_FOR_THE_PROCESS);
}

/** Live streams an instance holds at once: every connection but those kept for pages and API calls. */
export function streamCapFor(maxConnections: number): number {
  const kept = Math.min(CONNECTIONS_KEPT_FOR_REQUESTS, Math.ceil(maxConnections / 10));
  return Math.max(1, maxConnections - kept);
}
