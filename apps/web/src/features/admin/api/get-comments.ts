import { useQuery } from '@tanstack/react-query';
import type { JobComment } from '@kalasetu/shared/admin';
import { api } from '../../../lib/api-client';

export const useJobComments = (jobId: number | null) =>
  useQuery({
    queryKey: ['admin', 'comments', jobId] as const,
    queryFn: ({ signal }) => api<{ comments: JobComment[] }>(`/api/admin/jobs/${jobId}/comments`, { signal }),
    enabled: jobId !== null,
  });
