import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignmentResponse } from '@kalasetu/shared/applications';
import type { AdminUser, CreateUserData, JobComment, ShowcaseData } from '@kalasetu/shared/admin';
import type { CreateJobData } from '@kalasetu/shared/jobs';
import type { JobStatus } from '@kalasetu/shared/roles';
import type { ShowcaseItem } from '@kalasetu/shared/showcase';
import { api, upload } from '../../../lib/api-client';

/** Every admin change can move a table, a count or the gallery: refetch what the dashboard shows. */
function useAdminMutation<TVars, TResult>(
  mutationFn: (vars: TVars) => Promise<TResult>,
  extraKeys: string[][] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        ...extraKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}

export const useCreateUser = () =>
  useAdminMutation((body: CreateUserData) =>
    api<{ user: AdminUser }>('/api/admin/users', { method: 'POST', body }),
  );

export const usePromoteUser = () =>
  useAdminMutation((email: string) =>
    api<{ user: AdminUser; alreadyAdmin: boolean }>('/api/admin/users/promote', {
      method: 'POST',
      body: { email },
    }),
  );

export const useVerifyUser = () =>
  useAdminMutation((id: string) =>
    api<{ user: AdminUser }>(`/api/admin/users/${id}/verify`, { method: 'POST' }),
  );

export const useDeleteUser = () =>
  useAdminMutation((id: string) => api<{ ok: true }>(`/api/admin/users/${id}`, { method: 'DELETE' }));

export const useSetJobStatus = () =>
  useAdminMutation(({ id, status }: { id: number; status: JobStatus }) =>
    api(`/api/jobs/${id}/status`, { method: 'PATCH', body: { status } }),
  );

export const useAssignCreator = () =>
  useAdminMutation(({ id, creatorId }: { id: number; creatorId: string }) =>
    api<AssignmentResponse>(`/api/jobs/${id}/assignment`, { method: 'PUT', body: { creatorId } }),
  );

export const useUnassignCreator = () =>
  useAdminMutation((id: number) => api(`/api/jobs/${id}/assignment`, { method: 'DELETE' }));

export const useAddJob = () =>
  useAdminMutation((body: CreateJobData) => api('/api/jobs', { method: 'POST', body }), [['jobs']]);

export const useAddComment = () =>
  useAdminMutation(({ jobId, content }: { jobId: number; content: string }) =>
    api<{ comment: JobComment }>(`/api/admin/jobs/${jobId}/comments`, { method: 'POST', body: { content } }),
  );

export const useSaveShowcaseItem = () =>
  useAdminMutation(
    ({ id, body }: { id?: number; body: ShowcaseData }) =>
      api<{ item: ShowcaseItem }>(id ? `/api/admin/showcase/${id}` : '/api/admin/showcase', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    [['showcase']],
  );

export const useDeleteShowcaseItem = () =>
  useAdminMutation((id: number) => api(`/api/admin/showcase/${id}`, { method: 'DELETE' }), [['showcase']]);

export const useAddDemoShowcase = () =>
  useAdminMutation(
    (uploaded: boolean) =>
      api<{ items: ShowcaseItem[] }>('/api/admin/showcase/demo', { method: 'POST', body: { uploaded } }),
    [['showcase']],
  );

export function uploadShowcaseImage(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return upload<{ imageUrl: string }>('/api/admin/showcase/image', form, onProgress);
}
