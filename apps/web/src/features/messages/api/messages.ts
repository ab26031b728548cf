import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConversationsResponse,
  Message,
  RecipientsResponse,
  SendMessageData,
  ThreadResponse,
} from '@kalasetu/shared/messaging';
import { api } from '../../../lib/api-client';
import { REALTIME_KEYS } from '../../../lib/realtime-keys';

export const messagesQueryKey = REALTIME_KEYS.messages;

export const useConversations = () =>
  useQuery({
    queryKey: [...messagesQueryKey, 'conversations'],
    queryFn: ({ signal }) => api<ConversationsResponse>('/api/messages/conversations', { signal }),
  });

export const useRecipients = () =>
  useQuery({
    queryKey: [...messagesQueryKey, 'recipients'],
    queryFn: async ({ signal }) =>
      (await api<RecipientsResponse>('/api/messages/recipients', { signal })).recipients,
  });

/** Loading a thread marks read what the other person sent, so the conversations and the bell are refreshed after it. */
export function useThread(otherId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...messagesQueryKey, 'thread', otherId],
    queryFn: async ({ signal }) => {
      const thread = await api<ThreadResponse>(`/api/messages/with/${otherId}`, { signal });
      void queryClient.invalidateQueries({ queryKey: [...messagesQueryKey, 'conversations'] });
      // The server marked this sender's new_message notifications read with the messages.
      void queryClient.invalidateQueries({ queryKey: REALTIME_KEYS.notifications });
      return thread;
    },
    enabled: otherId !== null,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SendMessageData) =>
      (await api<{ message: Message }>('/api/messages', { method: 'POST', body: input })).message,
    onSuccess: (message) => {
      void queryClient.invalidateQueries({ queryKey: [...messagesQueryKey, 'thread', message.receiverId] });
      void queryClient.invalidateQueries({ queryKey: [...messagesQueryKey, 'conversations'] });
    },
  });
}
