import { useTranslation } from '../../../lib/use-translation';
import type { ConversationsResponse } from '@kalasetu/shared/messaging';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useConversations } from '../api/messages';

type Conversation = ConversationsResponse['conversations'][number];

/** Everyone the user has written with: name and the latest message on one line each, shortened with an ellipsis. */
export function ConversationList({
  openId,
  onOpen,
}: {
  openId: string | null;
  onOpen(conversation: Conversation, button: HTMLButtonElement): void;
}) {
  const { t } = useTranslation();
  const conversations = useConversations();
  if (conversations.isPending) return <Spinner label={t('common.loading')} />;
  if (conversations.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('messages.loadFailed')}
      </p>
    );
  if (conversations.data.conversations.length === 0)
    return <p className="text-sm text-stone-600">{t('messages.noConversations')}</p>;
  return (
    <ul className="divide-y divide-stone-200 overflow-y-auto rounded-md border border-stone-200 md:max-h-[28rem]">
      {conversations.data.conversations.map((c) => (
        <li key={c.otherId}>
          <button
            type="button"
            data-conversation={c.otherId}
            onClick={(event) => onOpen(c, event.currentTarget)}
            aria-current={c.otherId === openId ? 'true' : undefined}
            className={cn(
              'flex min-h-14 w-full min-w-0 items-center gap-2 px-3 py-2 text-left hover:bg-stone-50',
              c.otherId === openId && 'bg-brand-50',
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium" data-user-content>
                {c.otherName}
              </span>
              <span className="block truncate text-sm text-stone-600" data-user-content>
                {c.lastMessage}
              </span>
            </span>
            {c.unreadCount > 0 ? (
              <Badge tone="danger" data-testid="conversation-unread" className="shrink-0">
                <span className="sr-only">{t('messages.unread', { n: c.unreadCount })}</span>
                <span aria-hidden="true">{c.unreadCount}</span>
              </Badge>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
