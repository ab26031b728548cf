import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminUser, BootstrapStatus } from '@kalasetu/shared/admin';
import { api } from '../../../lib/api-client';

export const useBootstrapStatus = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'bootstrap'] as const,
    queryFn: ({ signal }) => api<BootstrapStatus>('/api/admin/bootstrap', { signal }),
    enabled,
  });

export const useClaimAdmin = () =>
  useMutation({ mutationFn: () => api<{ user: AdminUser }>('/api/admin/bootstrap', { method: 'POST' }) });
