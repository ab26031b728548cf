import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortfolioItem } from '@kalasetu/shared/portfolio';
import { api } from '../../../lib/api-client';

export const portfolioQueryKey = (creatorId: string) => ['portfolio', creatorId] as const;

export const portfolioQueryOptions = (creatorId: string) =>
  queryOptions({
    queryKey: portfolioQueryKey(creatorId),
    queryFn: ({ signal }) =>
      api<{ items: PortfolioItem[] }>(`/api/profiles/${encodeURIComponent(creatorId)}/portfolio`, { signal }),
  });

export const usePortfolio = (creatorId: string) => useQuery(portfolioQueryOptions(creatorId));
