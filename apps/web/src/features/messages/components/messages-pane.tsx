import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { MESSAGE_MAX_LENGTH } from '@kalasetu/shared/limits';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatRelative } from '../../../lib/format';
import { useConversations, useRecipients, useSendMessage, useThread } from '../api/messages';

interface MessagesPaneProps {
  userId: string;
  /** The person to open first (the public pages' "Send Message" links pass `?to=`). */
  initialOtherId?: string | null;
}

/** Conversations on the left, the open thread and a composer on the right; one column on small screens. */
export function MessagesPane({ userId, initialOtherId = null }: MessagesPaneProps) {
  const { t, i18n } = useTranslation();
  const [otherId, setOtherId] = useState<string | null>(initialOtherId);
  const [text, setText] = useState('');
  const conversations = useConversations();
  const recipients = useRecipients();
  const thread = useThread(otherId);
  const send = useSendMessage();
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [thread.data?.messages.length]);

  // The picker offers exactly who the server allows, plus people already in a conversation with you.
  const options = new Map<string, string>();
  for (const r of recipients.data ?? []) options.set(r.id, r.name);
  const canWrite = otherId !== null && options.has(otherId);
  const cannotWrite = otherId !== null && !canWrite && !recipients.isPending;

  const submit = () => {
    const content = text.trim();
    if (!otherId && !content) return void toast.error(t('messages.selectRecipientAndMessage'));
    if (!otherId) return void toast.error(t('messages.selectRecipient'));
    if (!content) return void toast.error(t('messages.enterMessage'));
    send.mutate(
      { receiverId: otherId, content },
      {
        onSuccess: () => {
          setText('');
          toast.success(t('messages.sent'));
        },
        onError: () => toast.error(t('messages.sendFailed')),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section aria-labelledby="messages-heading" className="grid gap-4 md:grid-cols-[16rem_1fr]">
      <h2 id="messages-heading" className="text-xl font-semibold md:col-span-2">
        {t('messages.title')}
      </h2>
      <div>
        <FormField label={t('messages.recipient')}>
          <Select
            value={otherId ?? ''}
            onChange={(event) => setOtherId(event.target.value || null)}
            disabled={recipients.isPending}
          >
            <option value="">{t('messages.chooseRecipient')}</option>
            {[...options].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </Select>
        </FormField>
        {recipients.data?.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">{t('messages.noRecipients')}</p>
        ) : null}
        <h3 className="mb-2 mt-4 text-sm font-semibold text-stone-700">{t('messages.conversations')}</h3>
        {conversations.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : conversations.isError ? (
          <p role="alert" className="text-red-700">
            {t('messages.loadFailed')}
          </p>
        ) : conversations.data.conversations.length === 0 ? (
          <p className="text-sm text-stone-600">{t('messages.noConversations')}</p>
        ) : (
          <ul className="max-h-[300px] overflow-y-auto rounded-md border border-stone-200 md:max-h-[400px]">
            {conversations.data.conversations.map((c) => (
              <li key={c.otherId}>
                <button
                  type="button"
                  onClick={() => setOtherId(c.otherId)}
                  aria-current={c.otherId === otherId ? 'true' : undefined}
                  className={cn(
                    'flex min-h-11 w-full items-center justify-between gap-2 px-3 py-2 text-left hover:bg-stone-50',
                    c.otherId === otherId && 'bg-brand-50',
                  )}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{c.otherName}</span>
                    <span className="block truncate text-xs text-stone-500">{c.lastMessage}</span>
                  </span>
                  {c.unreadCount > 0 ? (
                    <Badge tone="danger" data-testid="conversation-unread">
                      <span className="sr-only">{t('messages.unread', { n: c.unreadCount })}</span>
                      <span aria-hidden="true">{c.unreadCount}</span>
                    </Badge>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <div
          className="h-[300px] overflow-y-auto rounded-md border border-stone-200 bg-stone-50 p-3 md:h-[400px]"
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
                      'max-w-[85%] rounded-lg px-3 py-2',
                      mine ? 'self-end bg-brand-600 text-white' : 'self-start bg-white shadow-sm',
                    )}
                  >
                    <p className="sr-only">{mine ? t('messages.you') : m.senderName}</p>
                    {/* Plain text: React escapes it; whitespace and newlines are kept. */}
                    <p className="whitespace-pre-wrap break-words">{m.content}</p>
                    <p className={cn('mt-1 text-xs', mine ? 'text-white/80' : 'text-stone-500')}>
                      {formatRelative(m.createdAt, i18n.language)}
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
          <div ref={bottom} />
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="flex flex-col gap-2"
        >
          <FormField
            label={t('messages.message')}
            // A person opened through "Send Message" whom one may not write to yet: say why the box is closed.
            hint={cannotWrite ? t('messages.noRecipients') : t('messages.enterHint')}
          >
            <Textarea
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              rows={3}
              maxLength={MESSAGE_MAX_LENGTH}
              disabled={cannotWrite}
            />
          </FormField>
          <Button type="submit" disabled={send.isPending} className="self-end">
            {t('messages.send')}
          </Button>
        </form>
      </div>
    </section>
  );
}
