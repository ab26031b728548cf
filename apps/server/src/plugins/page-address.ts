import { availableParallelism } from 'node:os';
import { jobListQuerySchema } from '@kalasetu/shared/jobs';
import { URL_PARAM_MAX_LENGTH } from '@kalasetu/shared/limits';
import { creatorDirectoryQuerySchema, enterpriseDirectoryQuerySchema } from '@kalasetu/shared/people';

/**
 * The query parameters each server-rendered page reads (the same contracts its API call parses); every other page
 * reads none. A parameter outside this list cannot change the page.
 */
const PAGE_PARAMS: Record<string, ReadonlySet<string>> = {
  '/jobs': new Set(Object.keys(jobListQuerySchema.shape)),
  '/creators': new Set(Object.keys(creatorDirectoryQuerySchema.shape)),
  '/enterprises': new Set(Object.keys(enterpriseDirectoryQuerySchema.shape)),
};

/**
 * The address a signed-out page is rendered and kept under: its path and only the parameters it reads, empty ones
 * dropped, in a fixed order. `/jobs?x=1`, `/jobs?x=2` and `/jobs` are one page, rendered once.
 */
export function pageAddress(url: string): string {
  const parsed = new URL(url, 'http://page.invalid');
  const known = PAGE_PARAMS[parsed.pathname];
  if (!known) return parsed.pathname;
  const kept = [...parsed.searchParams]
    .filter(([name, value]) => known.has(name) && value.trim() !== '' && value.length <= URL_PARAM_MAX_LENGTH)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const search = new URLSearchParams(kept).toString();
  return search ? `${parsed.pathname}?${search}` : parsed.pathname;
}

/**
 * Pages rendered at once in this process; more get the app's shell, so rendering never starves the API (health). A
 * render waits on its API calls part of the time, so two per core keep the cores busy without a queue.
 */
export const rendersAtOnceFor = (cores = availableParallelism()) => Math.max(4, 2 * cores);
