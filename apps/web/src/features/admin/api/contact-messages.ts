import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listContactMessages, markContactMessage } from '@kalasetu/shared/api/contact';
import type { ContactMessageStatus } from '@kalasetu/shared/contact';
import { request } from '../../../lib/api-client';

export function useContactMessages(status: ContactMessageStatus, page: number) {
  return useQuery({
    queryKey: ['admin', 'contact-messages', status, page] as const,
    queryFn: ({ signal }) => request(listContactMessages, { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      request(markContactMessage, { params: { id }, body: { read } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contact-messages'] }),
  });
}
