import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactMessageList,
  ContactMessageStatus,
  StoredContactMessage,
} from '@kalasetu/shared/contact';
import { api } from '../../../lib/api-client';

export function useContactMessages(status: ContactMessageStatus, page: number) {
  return useQuery({
    queryKey: ['admin', 'contact-messages', status, page] as const,
    queryFn: ({ signal }) =>
      api<ContactMessageList>(`/api/admin/contact-messages?status=${status}&page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      api<StoredContactMessage>(`/api/admin/contact-messages/${id}`, { method: 'PATCH', body: { read } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contact-messages'] }),
  });
}
