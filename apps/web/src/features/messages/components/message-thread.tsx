import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatRelative } from '../../../lib/format';
import { useThread } from '../api/messages';

/**
 * The messages with one person, oldest first, kept scrolled to the newest. Only this box scrolls: moving the page
 * (as `scrollIntoView` would) shifted the whole screen when a thread opened.
 */
export function MessageThread({ userId, otherId }: { userId: string; otherId: string | null }) {
  const { t, i18n } = useTranslation();
  const thread = useThread(otherId);
  const box = useRef<HTMLDivElement>(null);
  const count = thread.data?.messages.length;

  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count, otherId]);

  return (
    <div
      ref={box}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-stone-50 p-3 md:h-[28rem] md:flex-none md:rounded-md md:border md:border-stone-200"
      aria-live="polite"
      data-testid="message-thread"
    >
      {!otherId ? (
        <p className="text-stone-600">{t('messages.pickConversation')}</p>
      ) : thread.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : thread.isError ? (
        <p role="alert" className="text-red-700">
          {t('messages.loadFailed')}
        </p>
      ) : thread.data.messages.length === 0 ? (
        <p className="text-stone-600">{t('messages.emptyThread', { name: thread.data.other.name })}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {thread.data.messages.map((m) => {
            const mine = m.senderId === userId;
            return (
              <li
                key={m.id}
                className={cn(
                  'max-w-[85%] min-w-0 rounded-lg px-3 py-2',
                  mine ? 'self-end bg-brand-600 text-white' : 'self-start bg-white shadow-sm',
                )}
              >
                <p className="sr-only">{mine ? t('messages.you') : m.senderName}</p>
                {/* Plain text: React escapes it; whitespace and newlines are kept, long words and links wrap. */}
                <p className="whitespace-pre-wrap wrap-anywhere" data-user-content>
                  {m.content}
                </p>
                <p className={cn('mt-1 text-xs', mine ? 'text-white/80' : 'text-stone-600')}>
                  {formatRelative(m.createdAt, i18n.language)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
