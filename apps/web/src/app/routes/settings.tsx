import { useTranslation } from '../../lib/use-translation';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('settings.title'));
  return <SettingsPage />;
}
