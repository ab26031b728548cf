import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from '@kalasetu/shared/contact';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { useContactMessages, useMarkContactMessage } from '../api/contact-messages';
import { AdminFilter } from './admin-filters';
import { AdminListState } from './admin-list-state';
import { AdminPagination } from './admin-pagination';
import { AdminSection } from './admin-section';

/** Messages sent from /contact (stored by the contact module), unread first, with read/unread toggles. */
export function MessagesTab() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<ContactMessageStatus>('all');
  const [page, setPage] = useState(1);
  const messages = useContactMessages(status, page);
  const mark = useMarkContactMessage();

  const toggle = async (id: number, read: boolean) => {
    try {
      await mark.mutateAsync({ id, read });
    } catch {
      toast.error(t('admin.messages.updateFailed'));
    }
  };

  const pageCount = messages.data ? Math.ceil(messages.data.total / messages.data.pageSize) : 1;
  return (
    <AdminSection
      headingId="admin-messages-heading"
      title={
        <>
          {t('admin.messages.heading')}
          {messages.data ? (
            <span className="ml-2 text-sm font-normal text-stone-600">
              {t('admin.messages.unreadCount', { n: messages.data.unread })}
            </span>
          ) : null}
        </>
      }
      actions={
        <AdminFilter
          label={t('admin.messages.filter')}
          className="sm:w-48"
          value={status}
          options={CONTACT_MESSAGE_STATUSES.map((value) => ({
            value,
            label: t(`admin.messages.status.${value}`),
          }))}
          onFilter={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      }
    >
      <AdminListState
        query={messages}
        failed={t('admin.messages.loadFailed')}
        empty={t('admin.messages.empty')}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <ul className="mt-4 space-y-3">
            {data.items.map((m) => (
              <li key={m.id}>
                <Card accent={!m.read} className="p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <h3 className="font-semibold">{m.subject}</h3>
                      <p className="text-sm text-stone-600">
                        {m.name} · {formatDate(m.createdAt, i18n.language)}
                      </p>
                      {/* Its own line and 44 px tall: an address inside the sentence was a 20 px tap target. */}
                      <a
                        className="inline-flex min-h-11 items-center text-sm break-all text-brand-700 underline"
                        href={`mailto:${m.email}`}
                      >
                        {m.email}
                      </a>
                    </div>
                    <Badge tone={m.read ? 'neutral' : 'brand'}>
                      {m.read ? t('admin.messages.read') : t('admin.messages.unread')}
                    </Badge>
                  </div>
                  <p className="mt-2 whitespace-pre-wrap text-sm">{m.message}</p>
                  <Button
                    size="sm"
                    variant="secondary"
                    className="mt-3"
                    disabled={mark.isPending}
                    onClick={() => void toggle(m.id, !m.read)}
                  >
                    {m.read ? t('admin.messages.markUnread') : t('admin.messages.markRead')}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
      <AdminPagination page={page} pageCount={pageCount} onPageChange={setPage} />
    </AdminSection>
  );
}
