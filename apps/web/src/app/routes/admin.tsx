import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { MessagesPane } from '../../features/messages/components/messages-pane';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { AdminPaymentsTab } from '../../features/payments/components/admin-payments-tab';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  const [params] = useSearchParams();
  return (
    <AdminDashboard
      conversations={(userId) => <MessagesPane userId={userId} initialOtherId={params.get('to')} />}
      notifications={<NotificationList />}
      payments={<AdminPaymentsTab />}
    />
  );
}
