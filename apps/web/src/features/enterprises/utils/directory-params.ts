import type { QueryOf } from '@kalasetu/shared/api/operation';
import type { searchEnterprises } from '@kalasetu/shared/api/profiles';
import { enterpriseDirectoryQuerySchema, type EnterpriseDirectoryQuery } from '@kalasetu/shared/people';
import { toSearchParams } from '../../../lib/api-client';

const DEFAULTS: EnterpriseDirectoryQuery = enterpriseDirectoryQuerySchema.parse({});

export function readEnterpriseQuery(params: URLSearchParams): EnterpriseDirectoryQuery {
  const parsed = enterpriseDirectoryQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : DEFAULTS;
}

/** Only what differs from the defaults, so URLs stay short and shareable; the API reads the same. */
export function enterpriseSearch(
  query: Partial<EnterpriseDirectoryQuery>,
): QueryOf<typeof searchEnterprises> {
  return {
    q: query.q || undefined,
    industry: query.industry || undefined,
    page: query.page && query.page > 1 ? query.page : undefined,
  };
}

export const toEnterpriseParams = (query: Partial<EnterpriseDirectoryQuery>) =>
  toSearchParams(enterpriseSearch(query));
