import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editProfile, uploadLogo as uploadLogoOperation } from '@kalasetu/shared/api/profiles';
import { isCreatorProfile, type EnterpriseProfileEditInput } from '@kalasetu/shared/people';
import { request } from '../../../lib/api-client';
import { enterpriseQueryKey } from './get-enterprise';

export function useUpdateEnterpriseProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnterpriseProfileEditInput) => request(editProfile, { params: { id }, body }),
    onSuccess: (profile) => {
      if (!isCreatorProfile(profile)) queryClient.setQueryData(enterpriseQueryKey(id), profile);
      void queryClient.invalidateQueries({ queryKey: ['enterprises', 'list'] });
    },
  });
}

export function uploadLogo(id: string, file: File, onProgress?: (percent: number) => void) {
  const body = new FormData();
  body.append('file', file);
  return request(uploadLogoOperation, { params: { id }, body, onProgress });
}
