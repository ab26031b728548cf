import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useRecipients, useThread } from '../api/messages';
import { useVisibleArea } from '../hooks/use-visual-viewport';
import { ConversationList } from './conversation-list';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';

interface MessagesPaneProps {
  userId: string;
  /** The person to open first (the public pages' "Send Message" links pass `?to=`). */
  initialOtherId?: string | null;
}

/**
 * From 768 px: conversations on the left, the open thread and its composer on the right. On a phone: the list
 * first; an open thread covers the screen (sized to what the keyboard leaves visible) with a back button, the
 * messages scrolling between its header and the composer, which stays at the bottom.
 */
export function MessagesPane({ userId, initialOtherId = null }: MessagesPaneProps) {
  const { t } = useTranslation();
  const [otherId, setOtherId] = useState<string | null>(initialOtherId);
  const recipients = useRecipients();
  const thread = useThread(otherId);
  const opener = useRef<HTMLElement | null>(null);
  const back = useRef<HTMLButtonElement>(null);
  const area = useVisibleArea(otherId !== null);

  // Focus follows the view on a phone: into the thread when it opens, back to its row when it closes.
  useEffect(() => {
    if (otherId !== null && back.current?.checkVisibility?.()) back.current.focus();
  }, [otherId]);

  // The picker offers exactly who the server allows, plus people already in a conversation with you.
  const options = new Map<string, string>();
  for (const r of recipients.data ?? []) options.set(r.id, r.name);
  const canWrite = otherId !== null && options.has(otherId);
  const cannotWrite = otherId !== null && !canWrite && !recipients.isPending;
  const otherName = thread.data?.other.name ?? (otherId ? options.get(otherId) : undefined);

  const open = (id: string | null, from: HTMLElement | null) => {
    opener.current = from;
    setOtherId(id);
  };
  const close = () => {
    const from = opener.current;
    setOtherId(null);
    requestAnimationFrame(() => from?.isConnected && from.focus());
  };
  const phoneArea = (
    area ? { '--thread-h': `${area.height}px`, '--thread-top': `${area.top}px` } : {}
  ) as CSSProperties;

  return (
    <section
      aria-labelledby="messages-heading"
      className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[18rem_minmax(0,1fr)]"
    >
      <h2 id="messages-heading" className="text-xl font-semibold md:col-span-2">
        {t('messages.title')}
      </h2>
      {/* Stays in place under an open thread on a phone, so the page behind neither jumps nor loses its scroll. */}
      <div className="min-w-0">
        <FormField label={t('messages.recipient')}>
          <Select
            value={otherId ?? ''}
            onChange={(event) => open(event.target.value || null, event.target)}
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
        <ConversationList openId={otherId} onOpen={(c, button) => open(c.otherId, button)} />
      </div>
      <div
        role="region"
        aria-label={otherName ?? t('messages.title')}
        data-testid="thread-view"
        style={phoneArea}
        className={cn(
          'min-w-0 flex-col md:flex md:gap-3',
          otherId === null
            ? 'max-md:hidden'
            : 'flex max-md:fixed max-md:inset-x-0 max-md:top-[var(--thread-top,0px)] max-md:z-40 max-md:h-[var(--thread-h,100dvh)] max-md:bg-white',
        )}
      >
        <div className="flex min-h-14 items-center gap-2 border-b border-stone-200 px-2 md:hidden">
          <Button ref={back} variant="ghost" size="icon" onClick={close} aria-label={t('messages.back')}>
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Button>
          <p className="min-w-0 truncate font-semibold" data-user-content>
            {otherName}
          </p>
        </div>
        <MessageThread userId={userId} otherId={otherId} />
        <MessageComposer otherId={otherId} cannotWrite={cannotWrite} />
      </div>
    </section>
  );
}
