import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { RealtimeEvent } from '@kalasetu/shared/realtime';
import { useAuth } from './auth/auth-provider';
import { i18n } from './i18n';
import { INVALIDATES } from './realtime-keys';
import { toast } from './toast';

const TOASTS: Record<RealtimeEvent['type'], string> = {
  'notification.created': 'realtime.notification',
  'message.created': 'realtime.message',
  'application.updated': 'realtime.application',
  'job.updated': 'realtime.job',
  'agreement.updated': 'realtime.agreement',
};

/**
 * Live updates for the signed-in user: refresh what changed and say so with a toast. The connection follows the
 * user only (a language switch does not reconnect); toasts read the current language when they are raised. The
 * connection code (and the event parser with zod) loads when someone is signed in, not with the first page.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./realtime').then(({ connectRealtime }) => {
      if (cancelled) return;
      stop = connectRealtime({
        onEvent(event) {
          for (const queryKey of INVALIDATES[event.type]) void queryClient.invalidateQueries({ queryKey });
          // Your own sent message needs no toast.
          if (event.type === 'message.created' && event.payload.senderId === userId) return;
          toast.info(i18n.t(TOASTS[event.type]), { id: `realtime-${event.id}` });
        },
        onReconnect() {
          // Whatever changed while the stream was down beyond its replay: refetch everything live data feeds.
          for (const queryKey of new Set(Object.values(INVALIDATES).flat()))
            void queryClient.invalidateQueries({ queryKey });
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);

  return <>{children}</>;
}
