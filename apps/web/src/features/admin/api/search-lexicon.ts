import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchMiss, SearchSynonym, SearchSynonymInput } from '@kalasetu/shared/search';
import { api } from '../../../lib/api-client';

const SYNONYMS = ['admin', 'search', 'synonyms'] as const;

export function useSearchSynonyms() {
  return useQuery({
    queryKey: SYNONYMS,
    queryFn: ({ signal }) =>
      api<{ synonyms: SearchSynonym[] }>('/api/admin/search/synonyms', { signal }).then((r) => r.synonyms),
  });
}

export function useSearchMisses() {
  return useQuery({
    queryKey: ['admin', 'search', 'misses'] as const,
    queryFn: ({ signal }) =>
      api<{ misses: SearchMiss[] }>('/api/admin/search/misses', { signal }).then((r) => r.misses),
  });
}

export function useAddSearchSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SearchSynonymInput) =>
      api<{ synonym: SearchSynonym }>('/api/admin/search/synonyms', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYNONYMS }),
  });
}

export function useRemoveSearchSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ ok: true }>(`/api/admin/search/synonyms/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYNONYMS }),
  });
}
