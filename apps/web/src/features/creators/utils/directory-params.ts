import type { QueryOf } from '@kalasetu/shared/api/operation';
import type { searchCreators } from '@kalasetu/shared/api/profiles';
import { creatorDirectoryQuerySchema, type CreatorDirectoryQuery } from '@kalasetu/shared/people';
import { toSearchParams } from '../../../lib/api-client';

const DEFAULTS: CreatorDirectoryQuery = creatorDirectoryQuerySchema.parse({});

/** The directory's state lives in the URL; a hand-edited or stale URL falls back to the defaults. */
export function readCreatorQuery(params: URLSearchParams): CreatorDirectoryQuery {
  const parsed = creatorDirectoryQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : DEFAULTS;
}

/** Only what differs from the defaults, so URLs stay short and shareable; the API reads the same. */
export function creatorSearch(query: Partial<CreatorDirectoryQuery>): QueryOf<typeof searchCreators> {
  return {
    q: query.q || undefined,
    skill: query.skill || undefined,
    available: query.available ? 'true' : undefined,
    minRating: query.minRating || undefined,
    maxPrice: query.maxPrice,
    language: query.language,
    page: query.page && query.page > 1 ? query.page : undefined,
  };
}

export const toCreatorParams = (query: Partial<CreatorDirectoryQuery>) =>
  toSearchParams(creatorSearch(query));

export const hasCreatorFilters = (query: CreatorDirectoryQuery) =>
  Boolean(query.q || query.skill || query.available || query.minRating || query.maxPrice || query.language);
