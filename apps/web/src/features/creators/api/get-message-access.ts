import { useQuery } from '@tanstack/react-query';
import { listRecipients } from '@kalasetu/shared/api/messages';
import { request } from '../../../lib/api-client';
import { REALTIME_KEYS } from '../../../lib/realtime-keys';

/**
 * Whether the signed-in user may write to this person now: the server's list of whom they may message (the same
 * key and answer as the messages pane's recipient picker, so the two share one fetch and refresh together).
 */
export const useMayMessage = (personId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...REALTIME_KEYS.messages, 'recipients'],
    queryFn: async ({ signal }) => (await request(listRecipients, { signal })).recipients,
    select: (recipients) => recipients.some((r) => r.id === personId),
    enabled,
  });
