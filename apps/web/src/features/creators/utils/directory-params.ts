import { creatorDirectoryQuerySchema, type CreatorDirectoryQuery } from '@kalasetu/shared/people';

const DEFAULTS: CreatorDirectoryQuery = creatorDirectoryQuerySchema.parse({});

/** The directory's state lives in the URL; a hand-edited or stale URL falls back to the defaults. */
export function readCreatorQuery(params: URLSearchParams): CreatorDirectoryQuery {
  const parsed = creatorDirectoryQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : DEFAULTS;
}

/** Only what differs from the defaults, so URLs stay short and shareable. */
export function toCreatorParams(query: Partial<CreatorDirectoryQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.skill) params.set('skill', query.skill);
  if (query.available) params.set('available', 'true');
  if (query.minRating) params.set('minRating', String(query.minRating));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

export const hasCreatorFilters = (query: CreatorDirectoryQuery) =>
  Boolean(query.q || query.skill || query.available || query.minRating);
