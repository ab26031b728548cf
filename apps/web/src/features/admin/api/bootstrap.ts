import { useMutation, useQuery } from '@tanstack/react-query';
import { becomeFirstAdmin, getBootstrapStatus } from '@kalasetu/shared/api/admin';
import { request } from '../../../lib/api-client';

export const useBootstrapStatus = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'bootstrap'] as const,
    queryFn: ({ signal }) => request(getBootstrapStatus, { signal }),
    enabled,
  });

export const useClaimAdmin = () => useMutation({ mutationFn: () => request(becomeFirstAdmin) });
