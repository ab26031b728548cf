import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editProfile } from '@kalasetu/shared/api/profiles';
import { isCreatorProfile, type CreatorProfileEditInput } from '@kalasetu/shared/people';
import { request } from '../../../lib/api-client';
import { creatorQueryKey } from './get-creator';

export function useUpdateCreatorProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatorProfileEditInput) => request(editProfile, { params: { id }, body }),
    onSuccess: (profile) => {
      if (isCreatorProfile(profile)) queryClient.setQueryData(creatorQueryKey(id), profile);
      void queryClient.invalidateQueries({ queryKey: ['creators', 'list'] });
    },
  });
}
