import { enterpriseDirectoryQuerySchema, type EnterpriseDirectoryQuery } from '@kalasetu/shared/people';

const DEFAULTS: EnterpriseDirectoryQuery = enterpriseDirectoryQuerySchema.parse({});

export function readEnterpriseQuery(params: URLSearchParams): EnterpriseDirectoryQuery {
  const parsed = enterpriseDirectoryQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : DEFAULTS;
}

export function toEnterpriseParams(query: Partial<EnterpriseDirectoryQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.industry) params.set('industry', query.industry);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}
