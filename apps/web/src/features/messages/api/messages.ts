import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getThread, listConversations, listRecipients, sendMessage } from '@kalasetu/shared/api/messages';
import type { BodyOf } from '@kalasetu/shared/api/operation';
import { request } from '../../../lib/api-client';
import { REALTIME_KEYS } from '../../../lib/realtime-keys';

const messagesQueryKey = REALTIME_KEYS.messages;

export const useConversations = () =>
  useQuery({
    queryKey: [...messagesQueryKey, 'conversations'],
    queryFn: ({ signal }) => request(listConversations, { signal }),
  });

export const useRecipients = () =>
  useQuery({
    queryKey: [...messagesQueryKey, 'recipients'],
    queryFn: async ({ signal }) => (await request(listRecipients, { signal })).recipients,
  });

/** Loading a thread marks read what the other person sent, so the conversations and the bell are refreshed after it. */
export function useThread(otherId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...messagesQueryKey, 'thread', otherId],
    queryFn: async ({ signal }) => {
      const thread = await request(getThread, { params: { id: otherId! }, signal });
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
    mutationFn: async (body: BodyOf<typeof sendMessage>) => (await request(sendMessage, { body })).message,
    onSuccess: (message) => {
      void queryClient.invalidateQueries({ queryKey: [...messagesQueryKey, 'thread', message.receiverId] });
      void queryClient.invalidateQueries({ queryKey: [...messagesQueryKey, 'conversations'] });
    },
  });
}
