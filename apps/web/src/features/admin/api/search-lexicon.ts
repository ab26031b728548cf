import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addSearchSynonym,
  listSearchMisses,
  listSearchSynonyms,
  removeSearchSynonym,
} from '@kalasetu/shared/api/search';
import type { BodyOf } from '@kalasetu/shared/api/operation';
import { request } from '../../../lib/api-client';

const SYNONYMS = ['admin', 'search', 'synonyms'] as const;

export function useSearchSynonyms() {
  return useQuery({
    queryKey: SYNONYMS,
    queryFn: ({ signal }) => request(listSearchSynonyms, { signal }).then((r) => r.synonyms),
  });
}

export function useSearchMisses() {
  return useQuery({
    queryKey: ['admin', 'search', 'misses'] as const,
    queryFn: ({ signal }) => request(listSearchMisses, { signal }).then((r) => r.misses),
  });
}

export function useAddSearchSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof addSearchSynonym>) => request(addSearchSynonym, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYNONYMS }),
  });
}

export function useRemoveSearchSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(removeSearchSynonym, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYNONYMS }),
  });
}
