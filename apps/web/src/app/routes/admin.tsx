import { useTranslation } from 'react-i18next';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  return <AdminDashboard />;
}
