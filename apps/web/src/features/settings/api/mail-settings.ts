import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailSettings, MailSettingsResponse } from '@kalasetu/shared/mail-settings';
import { api } from '../../../lib/api-client';

// Not under 'me': signing out drops it with every other answer that depends on who is looking.
const mailSettingsKey = ['mail-settings'] as const;

export const mailSettingsQueryOptions = () =>
  queryOptions({
    queryKey: mailSettingsKey,
    queryFn: async ({ signal }) =>
      (await api<MailSettingsResponse>('/api/me/mail-settings', { signal })).settings,
  });

/** The signed-in creator's job-alert choices, as the server holds them. */
export const useMailSettings = () => useQuery(mailSettingsQueryOptions());

/** Saves the job-alert choices; the answer is what the server kept. */
export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: MailSettings) =>
      (await api<MailSettingsResponse>('/api/me/mail-settings', { method: 'PUT', body: settings })).settings,
    onSuccess: (settings) => queryClient.setQueryData(mailSettingsKey, settings),
  });
}
