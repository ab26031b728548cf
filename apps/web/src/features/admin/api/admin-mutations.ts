import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addJobComment, createUser, deleteUser, promoteUser, verifyUser } from '@kalasetu/shared/api/admin';
import { assignCreator, createJob, setJobStatus, unassignCreator } from '@kalasetu/shared/api/jobs';
import {
  addDemoShowcase,
  addShowcaseItem,
  deleteShowcaseItem,
  updateShowcaseItem,
  uploadShowcaseImage as uploadShowcaseImageOperation,
} from '@kalasetu/shared/api/admin';
import type { ShowcaseData } from '@kalasetu/shared/admin';
import type { BodyOf } from '@kalasetu/shared/api/operation';
import type { JobStatus } from '@kalasetu/shared/roles';
import { request } from '../../../lib/api-client';

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
  useAdminMutation((body: BodyOf<typeof createUser>) => request(createUser, { body }));

export const usePromoteUser = () =>
  useAdminMutation((email: string) => request(promoteUser, { body: { email } }));

export const useVerifyUser = () => useAdminMutation((id: string) => request(verifyUser, { params: { id } }));

export const useDeleteUser = () => useAdminMutation((id: string) => request(deleteUser, { params: { id } }));

export const useSetJobStatus = () =>
  useAdminMutation(({ id, status }: { id: number; status: JobStatus }) =>
    request(setJobStatus, { params: { id }, body: { status } }),
  );

export const useAssignCreator = () =>
  useAdminMutation(({ id, creatorId }: { id: number; creatorId: string }) =>
    request(assignCreator, { params: { id }, body: { creatorId } }),
  );

export const useUnassignCreator = () =>
  useAdminMutation((id: number) => request(unassignCreator, { params: { id } }));

export const useAddJob = () =>
  useAdminMutation((body: BodyOf<typeof createJob>) => request(createJob, { body }), [['jobs']]);

export const useAddComment = () =>
  useAdminMutation(({ jobId, content }: { jobId: number; content: string }) =>
    request(addJobComment, { params: { id: jobId }, body: { content } }),
  );

export const useAddShowcaseItem = () =>
  useAdminMutation((body: ShowcaseData) => request(addShowcaseItem, { body }), [['showcase']]);

export const useUpdateShowcaseItem = () =>
  useAdminMutation(
    ({ id, body }: { id: number; body: ShowcaseData }) =>
      request(updateShowcaseItem, { params: { id }, body }),
    [['showcase']],
  );

export const useDeleteShowcaseItem = () =>
  useAdminMutation((id: number) => request(deleteShowcaseItem, { params: { id } }), [['showcase']]);

export const useAddDemoShowcase = () =>
  useAdminMutation((uploaded: boolean) => request(addDemoShowcase, { body: { uploaded } }), [['showcase']]);

export function uploadShowcaseImage(file: File, onProgress?: (percent: number) => void) {
  const body = new FormData();
  body.append('file', file);
  return request(uploadShowcaseImageOperation, { body, onProgress });
}
