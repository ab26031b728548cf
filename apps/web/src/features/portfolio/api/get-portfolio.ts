import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPortfolio } from '@kalasetu/shared/api/portfolio';
import { request } from '../../../lib/api-client';

export const portfolioQueryKey = (creatorId: string) => ['portfolio', creatorId] as const;

export const portfolioQueryOptions = (creatorId: string) =>
  queryOptions({
    queryKey: portfolioQueryKey(creatorId),
    queryFn: ({ signal }) => request(listPortfolio, { params: { id: creatorId }, signal }),
  });

export const usePortfolio = (creatorId: string) => useQuery(portfolioQueryOptions(creatorId));
