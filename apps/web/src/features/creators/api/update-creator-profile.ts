import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorProfile, CreatorProfileEditInput } from '@kalasetu/shared/people';
import { api } from '../../../lib/api-client';
import { creatorQueryKey } from './get-creator';

export const updateCreatorProfile = (id: string, input: CreatorProfileEditInput) =>
  api<CreatorProfile>(`/api/profiles/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export function useUpdateCreatorProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatorProfileEditInput) => updateCreatorProfile(id, input),
    onSuccess: (profile) => {
      queryClient.setQueryData(creatorQueryKey(id), profile);
      void queryClient.invalidateQueries({ queryKey: ['creators', 'list'] });
    },
  });
}
