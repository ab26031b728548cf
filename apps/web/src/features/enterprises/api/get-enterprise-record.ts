import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEnterpriseRecord } from '@kalasetu/shared/api/profiles';
import { request } from '../../../lib/api-client';

const enterpriseRecordQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['enterprises', 'record', id],
    queryFn: ({ signal }) => request(getEnterpriseRecord, { params: { id }, signal }),
  });

/** Jobs, hires, rating and payments through the platform (docs/product/profiles.md). */
export const useEnterpriseRecord = (id: string) => useQuery(enterpriseRecordQueryOptions(id));
