import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  EnterpriseProfile,
  EnterpriseProfileEditInput,
  logoResponseSchema,
} from '@kalasetu/shared/people';
import { api, upload } from '../../../lib/api-client';
import { enterpriseQueryKey } from './get-enterprise';

export const updateEnterpriseProfile = (id: string, input: EnterpriseProfileEditInput) =>
  api<EnterpriseProfile>(`/api/profiles/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export function useUpdateEnterpriseProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnterpriseProfileEditInput) => updateEnterpriseProfile(id, input),
    onSuccess: (profile) => {
      queryClient.setQueryData(enterpriseQueryKey(id), profile);
      void queryClient.invalidateQueries({ queryKey: ['enterprises', 'list'] });
    },
  });
}

export function uploadLogo(id: string, file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return upload<z.infer<typeof logoResponseSchema>>(
    `/api/profiles/${encodeURIComponent(id)}/logo`,
    form,
    onProgress,
  );
}
