import { Bell } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useUnreadNotificationCount } from '../api/notifications';

/** The navbar bell: a link to the notifications tab with the unread count in its accessible name. */
export function NotificationBell({ to }: { to: string }) {
  const { t } = useTranslation();
  const { data: count = 0 } = useUnreadNotificationCount(true);
  const label = count > 0 ? t('nav.notificationsUnread', { n: count }) : t('nav.notifications');
  return (
    <Link
      to={to}
      aria-label={label}
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100"
    >
      <Bell aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute right-1 top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
