import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Channel,
  NoticeChoices,
  NoticePreferences,
  NoticePreferencesResponse,
} from '@kalasetu/shared/notices';
import { api } from '../../../lib/api-client';

// Not under 'me': signing out drops it with every other answer that depends on who is looking.
const noticePreferencesKey = ['notice-preferences'] as const;

export const noticePreferencesQueryOptions = () =>
  queryOptions({
    queryKey: noticePreferencesKey,
    queryFn: async ({ signal }) =>
      (await api<NoticePreferencesResponse>('/api/me/notice-preferences', { signal })).preferences,
  });

/** The signed-in person's channels (opted in, and when) and which of them carries each kind of notice. */
export const useNoticePreferences = () => useQuery(noticePreferencesQueryOptions());

function useKeep() {
  const queryClient = useQueryClient();
  return (preferences: NoticePreferences) => queryClient.setQueryData(noticePreferencesKey, preferences);
}

/** Turns channels on or off for kinds of notice; the answer is what the server kept. */
export function useSaveNoticeChoices() {
  const keep = useKeep();
  return useMutation({
    mutationFn: async (choices: NoticeChoices) =>
      (
        await api<NoticePreferencesResponse>('/api/me/notice-preferences/choices', {
          method: 'PUT',
          body: { choices },
        })
      ).preferences,
    onSuccess: keep,
  });
}

/** Opts in to a channel (the server records when) or out of it. */
export function useSetChannelOptIn() {
  const keep = useKeep();
  return useMutation({
    mutationFn: async ({ channel, optIn }: { channel: Channel; optIn: boolean }) =>
      (
        await api<NoticePreferencesResponse>(`/api/me/notice-preferences/channels/${channel}`, {
          method: 'PUT',
          body: { optIn },
        })
      ).preferences,
    onSuccess: keep,
  });
}
