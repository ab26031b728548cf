import { useQuery } from '@tanstack/react-query';
import { listJobComments } from '@kalasetu/shared/api/admin';
import { request } from '../../../lib/api-client';

export const useJobComments = (jobId: number | null) =>
  useQuery({
    queryKey: ['admin', 'comments', jobId] as const,
    queryFn: ({ signal }) => request(listJobComments, { params: { id: jobId! }, signal }),
    enabled: jobId !== null,
  });
