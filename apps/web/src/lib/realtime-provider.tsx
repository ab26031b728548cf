import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { RealtimeEvent } from '@kalasetu/shared/realtime';
import { useAuth } from './auth/auth-provider';
import { loadWhenOnline } from './chunk-errors';
import { i18n } from './i18n';
import { INVALIDATES, NOTICE_INVALIDATES } from './realtime-keys';
import { toast } from './toast';

const TOASTS: Record<RealtimeEvent['type'], string> = {
  'notification.created': 'realtime.notification',
  'message.created': 'realtime.message',
  'application.updated': 'realtime.application',
  'job.updated': 'realtime.job',
  'agreement.updated': 'realtime.agreement',
};

/** A live notification as the stream brings it: what happened (kind and params), where to act, which job. */
export interface LiveNotice {
  kind: string;
  params: Record<string, unknown>;
  link: string | null;
}

/** Says a notice in words and returns true, or false when it cannot (the generic toast is raised then). */
type NoticeListener = (notice: LiveNotice) => boolean;
const noticeListeners = new Set<NoticeListener>();

/**
 * The notifications feature words each notice in the reader's language with a link to act (decision 200); it
 * listens from inside the router, which this provider sits outside of.
 */
export function onLiveNotice(listener: NoticeListener): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

function toLiveNotice(payload: Record<string, unknown>): LiveNotice | null {
  const { kind, params, link } = payload;
  if (typeof kind !== 'string') return null;
  return {
    kind,
    params: params && typeof params === 'object' ? (params as Record<string, unknown>) : {},
    link: typeof link === 'string' ? link : null,
  };
}

/** Instants of the last notices: the events of one change share its transaction's instant. */
const TOLD_REMEMBERED = 20;

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
    const told: string[] = [];
    const stopLoading = loadWhenOnline(
      () => import('./realtime'),
      ({ connectRealtime }) => {
        stop = connectRealtime({
          onEvent(event) {
            for (const queryKey of INVALIDATES[event.type]) void queryClient.invalidateQueries({ queryKey });
            const notice = event.type === 'notification.created' ? toLiveNotice(event.payload) : null;
            if (notice) {
              for (const queryKey of NOTICE_INVALIDATES[notice.kind as keyof typeof NOTICE_INVALIDATES] ?? [])
                void queryClient.invalidateQueries({ queryKey });
              told.push(event.createdAt);
              if (told.length > TOLD_REMEMBERED) told.shift();
              let worded = false;
              for (const listener of noticeListeners) worded = listener(notice) || worded;
              if (worded) return;
            }
            // Your own sent message needs no toast.
            if (event.type === 'message.created' && event.payload.senderId === userId) return;
            // The notice of the same change (published in its transaction, so at the same instant) said it already.
            if (event.type !== 'notification.created' && told.includes(event.createdAt)) return;
            toast.info(i18n.t(TOASTS[event.type]), { id: `realtime-${event.id}` });
          },
          onReconnect() {
            // Whatever changed while the stream was down beyond its replay: refetch everything live data feeds.
            for (const queryKey of new Set(Object.values(INVALIDATES).flat()))
              void queryClient.invalidateQueries({ queryKey });
          },
        });
      },
    );
    return () => {
      stopLoading();
      stop?.();
    };
  }, [userId, queryClient]);

  return <>{children}</>;
}
