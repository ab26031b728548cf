import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { NOTIFICATION_FILTERS, type NotificationFilter } from '@kalasetu/shared/notifications';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatRelative } from '../../../lib/format';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications';
import { notificationAction, notificationText } from '../utils/notification-text';

/** Notifications with filters all / unread / application status / new message; the list scrolls within 500 px. */
export function NotificationList() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const query = useNotifications(filter);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = query.data?.unreadCount ?? 0;

  return (
    <section aria-labelledby="notifications-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="notifications-heading" className="text-xl font-semibold">
          {t('notifications.title')}{' '}
          {unread > 0 ? <Badge tone="brand">{t('notifications.unreadCount', { n: unread })}</Badge> : null}
        </h2>
        <Button
          variant="secondary"
          disabled={unread === 0 || markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, { onError: () => toast.error(t('notifications.markFailed')) })
          }
        >
          {t('notifications.markAllRead')}
        </Button>
      </div>
      <div role="group" aria-label={t('notifications.filterLabel')} className="mb-3 flex flex-wrap gap-2">
        {NOTIFICATION_FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'primary' : 'secondary'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {t(`notifications.filters.${value}`)}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {t('notifications.loadFailed')}
        </p>
      ) : query.data.notifications.length === 0 ? (
        <p className="text-stone-600">{t('notifications.empty')}</p>
      ) : (
        <ul className="max-h-[500px] divide-y divide-stone-200 overflow-y-auto rounded-md border border-stone-200">
          {query.data.notifications.map((n) => (
            <li key={n.id} className={n.read ? 'p-3' : 'bg-brand-50 p-3'} data-testid="notification-item">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p
                    id={`notification-${n.id}`}
                    className={n.read ? 'text-stone-700' : 'font-medium text-stone-900'}
                  >
                    {notificationText(t, n)}
                  </p>
                  <p className="text-xs text-stone-500">
                    {t(`notifications.types.${n.type}`)} · {formatRelative(n.createdAt, i18n.language)}
                  </p>
                  {n.link ? (
                    // Where the next step is taken, named for it; following it reads the notification.
                    <Link
                      to={n.link}
                      aria-describedby={`notification-${n.id}`}
                      className="mt-1 inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline sm:min-h-0"
                      onClick={() => (n.read ? undefined : markRead.mutate(n.id))}
                    >
                      {notificationAction(t, n.kind)} →
                    </Link>
                  ) : null}
                </div>
                {n.read ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      markRead.mutate(n.id, { onError: () => toast.error(t('notifications.markFailed')) })
                    }
                  >
                    {t('notifications.markRead')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
