import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPushKey, subscribePush, unsubscribePush } from '@kalasetu/shared/api/notices';
import type { NoticePreferences } from '@kalasetu/shared/notices';
import { request } from '../../../lib/api-client';
import { browserSubscription, subscribeThisBrowser } from '../utils/browser-push';

/**
 * Turns browser notifications on in this browser: the browser's permission prompt, a push subscription with the
 * server's VAPID key, and the server keeping it (which records the opt-in). Off: this browser is forgotten and the
 * opt-in ends.
 */
export function useBrowserPush() {
  const queryClient = useQueryClient();
  const keep = (preferences: NoticePreferences) =>
    queryClient.setQueryData(['notice-preferences'], preferences);
  const turnOn = useMutation({
    mutationFn: async () => {
      const { publicKey } = await request(getPushKey);
      const subscription = await subscribeThisBrowser(publicKey);
      return (await request(subscribePush, { body: subscription })).preferences;
    },
    onSuccess: keep,
  });
  const turnOff = useMutation({
    mutationFn: async () => {
      const subscription = await browserSubscription();
      const endpoint = subscription?.endpoint ?? 'none';
      const { preferences } = await request(unsubscribePush, { body: { endpoint } });
      await subscription?.unsubscribe();
      return preferences;
    },
    onSuccess: keep,
  });
  return { turnOn, turnOff };
}
